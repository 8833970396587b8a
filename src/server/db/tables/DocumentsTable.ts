import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Json } from './Json';
import type { Timestamp } from './Timestamp';

/** A filled form (migration 0009): values of the model version it was filled with. */
export interface DocumentsTable {
  company_id: number;
  id: Generated<number>;
  form_id: number;
  form_version: number;
  values: Json;
  header: Json;
  /** Action plan answers by field id (PlanAnswer); written with the values. */
  plans: ColumnType<Record<string, unknown>, string | undefined, string>;
  globals: Json<Record<string, string | number>>;
  finished: boolean;
  /** numeric: read back as a string. */
  score: ColumnType<string | null, number | null, number | null>;
  created_by: number;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  finished_at: Timestamp | null;
  /** Where the browser was when the document was saved (migration 0025); null when it gave no position. */
  fill_latitude: ColumnType<number | null, number | null | undefined, number | null>;
  fill_longitude: ColumnType<number | null, number | null | undefined, number | null>;
  /** Meters. */
  fill_accuracy: ColumnType<number | null, number | null | undefined, number | null>;
  fill_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The shared login's person (shared_sub_users) who filled it, if known. */
  sub_user_id: ColumnType<number | null, number | null | undefined, number | null>;
}
