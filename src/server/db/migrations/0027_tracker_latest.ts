import { sql, type Kysely } from 'kysely';
import { rebuildDeviceLatest } from '../../tracker/rebuildDeviceLatest';

/**
 * What the map shows of each device, kept on its row (issue 17's map target; docs/tracker.md), so
 * ConsultarPosicaoDosColaboradoresNoMapa reads one row per device instead of three position lookups per
 * employee. Written by ingestion in the statement that stores the positions (PositionWriter), only from
 * drawable positions, by fix time (late, buffered fixes included):
 * - latest_positions: the 5 newest drawable positions, newest first, each as the map commands' position
 *   (MapPositionRow's keys).
 * - trace_day: the São Paulo day (TRACKER_TIME_ZONE) of the newest drawable position; trace_start and
 *   trace_end: that day's first and last drawable positions. The map shows them only when trace_day is
 *   today.
 * Existing devices are filled from their stored positions.
 *
 * The partial index of drawable positions (0025, for the map's last 5 per device) goes: nothing reads the
 * last positions from tracker_positions any more, one device's day is a range of the primary key (its
 * few non-drawable rows filtered), and each index is one more random leaf page written per position at
 * ingestion (10,000 devices write 10,000 different leaves).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tracker_devices
      add column latest_positions jsonb not null default '[]',
      add column trace_day date,
      add column trace_start jsonb,
      add column trace_end jsonb`.execute(db);
  await rebuildDeviceLatest(db);
  await sql`drop index tracker_positions_drawable_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index tracker_positions_drawable_idx on tracker_positions (company_id, device_id, fix_time)
      where drawable`.execute(db);
  await sql`
    alter table tracker_devices drop column latest_positions, drop column trace_day, drop column trace_start,
      drop column trace_end`.execute(db);
}
