import type { Generated, JSONColumnType } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { FormPermissionsRow } from './FormPermissionsRow';

/** A form model (migration 0008): its state and current version; the model JSON is in form_versions. */
export interface FormsTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  folder_id: number | null;
  state: Generated<'active' | 'archived' | 'deleted'>;
  current_version: Generated<number>;
  v1: Generated<boolean>;
  permissions: JSONColumnType<FormPermissionsRow, string, string>;
  created_by: number | null;
  updated_by: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}
