import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Json } from './Json';

/** A library (migration 0005); `allowed` lists who may see a restricted one. */
export interface LibrariesTable {
  company_id: number;
  id: Generated<string | number>;
  parent_id: string | number | null;
  name: string;
  restricted: Generated<boolean>;
  allowed: Json<{ roles?: number[]; squads?: number[]; employees?: number[] }>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  created_by: number | null;
}
