import type { ColumnType } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';

/** One access of a shared sub-user (recorded by the filling site); counted over the last month. */
export interface SharedSubUserAccessesTable {
  company_id: number;
  sub_user_id: number;
  started_at: DefaultTimestamp;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
