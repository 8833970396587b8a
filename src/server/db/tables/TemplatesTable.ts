import type { Generated, JSONColumnType } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Json } from './Json';
import type { TemplateImageRow } from './TemplateImageRow';

/** A form template of the template company: `model` is the form model JSON to copy (opaque until issue 5). */
export interface TemplatesTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  code: Generated<string>;
  abstract: Generated<string>;
  description: Generated<string>;
  category_id: number | null;
  position: Generated<number>;
  model: Json;
  images: JSONColumnType<TemplateImageRow[], string, string>;
  updated_at: DefaultTimestamp;
}
