import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

/** A phone running a tracker app, known by the identifier typed in it (migration 0025). */
export interface TrackerDevicesTable {
  company_id: number;
  id: Generated<number>;
  /** Unique across companies: the OsmAnd protocol carries nothing else. */
  unique_id: string;
  /** The employee, or the shared login of `sub_user_id`. */
  user_id: number;
  sub_user_id: number | null;
  created_by: number | null;
  created_at: DefaultTimestamp;
  /** Fix time of the current position (the latest drawable by fix time). */
  last_fix_time: Timestamp | null;
  /** Arrival of the latest position, whatever its fix time. */
  last_seen_at: Timestamp | null;
}
