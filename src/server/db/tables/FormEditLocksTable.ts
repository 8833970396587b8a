import type { DefaultTimestamp } from './DefaultTimestamp';

/** The edition currently editing a form model (migration 0008); free without heartbeat for 2 minutes. */
export interface FormEditLocksTable {
  company_id: number;
  form_id: number;
  edition_uid: string;
  user_id: number;
  acquired_at: DefaultTimestamp;
  heartbeat_at: DefaultTimestamp;
}
