import type { ColumnType, Generated } from 'kysely';
import type { MapPositionRow } from '../../tracker/MapPosition';
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
  /** The 5 newest drawable positions by fix time, newest first (migration 0027). */
  latest_positions: ColumnType<MapPositionRow[] | string, string | undefined, string>;
  /** São Paulo day (yyyy-mm-dd) of the newest drawable position; its first and last drawable positions. */
  trace_day: ColumnType<Date | string, string, string> | null;
  trace_start: ColumnType<MapPositionRow | string, string, string> | null;
  trace_end: ColumnType<MapPositionRow | string, string, string> | null;
}
