import type { Generated, JSONColumnType } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { FormPermissionsRow } from './FormPermissionsRow';

/** A folder of form models (migration 0008); a tree by parent_id. */
export interface FormFoldersTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  permissions: JSONColumnType<FormPermissionsRow, string, string>;
  hide_forms_when_filling: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}
