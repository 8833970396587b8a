import type { Timestamp } from './Timestamp';

/** Failed logins of a login and its lock (migration 0001). */
export interface LoginAttemptsTable {
  login: string;
  failures: number;
  locked_until: Timestamp | null;
}
