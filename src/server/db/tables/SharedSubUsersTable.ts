import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';

/** A person filling in through a shared (rotary) login, known by an access code (migration 0006). */
export interface SharedSubUsersTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  access_code: string;
  disabled: Generated<boolean>;
  activated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultTimestamp;
}
