import type { Timestamp } from './Timestamp';

export interface LoginAttemptsTable {
  login: string;
  failures: number;
  locked_until: Timestamp | null;
}
