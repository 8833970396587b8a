import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Json } from './Json';
import type { Timestamp } from './Timestamp';

/** One position a device sent, idempotent on (device, fix time) (migration 0025; docs/tracker.md). */
export interface TrackerPositionsTable {
  company_id: number;
  device_id: number;
  fix_time: Timestamp;
  /** bigint: read back as a string. */
  id: ColumnType<string, never, never>;
  server_time: DefaultTimestamp;
  latitude: number;
  longitude: number;
  /** Knots, as Traccar keeps it. */
  speed: Generated<number>;
  course: Generated<number>;
  altitude: Generated<number>;
  /** Meters; 0 when unknown. */
  accuracy: Generated<number>;
  valid: boolean;
  /** Valid and within CAMPO_POSITION_MAX_ACCURACY_M when received: may be drawn as current. */
  drawable: boolean;
  attributes: Json;
}
