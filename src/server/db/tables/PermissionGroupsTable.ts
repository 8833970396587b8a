import type { Generated } from 'kysely';
import type { Json } from './Json';

export interface PermissionGroupsTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  type: Generated<string>;
  levels: Json<Record<string, string>>;
}
