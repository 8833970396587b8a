import type { Generated } from 'kysely';
import type { Json } from './Json';

/** A role of a company with its functionality levels by code (migration 0001). */
export interface PermissionGroupsTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  type: Generated<string>;
  levels: Json<Record<string, string>>;
}
