import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Json } from './Json';

/** A company's copy of a template ("Usar modelo"), read by the forms of issue 5. */
export interface CompanyFormTemplatesTable {
  company_id: number;
  id: Generated<number>;
  template_id: number;
  name: string;
  model: Json;
  created_by: number | null;
  created_at: DefaultTimestamp;
}
