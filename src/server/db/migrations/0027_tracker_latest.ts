import { sql, type Kysely } from 'kysely';

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
 * Existing devices are filled from their stored positions (BACKFILL).
 *
 * The partial index of drawable positions (0025, for the map's last 5 per device) goes: nothing reads the
 * last positions from tracker_positions any more, one device's day is a range of the primary key (its
 * few non-drawable rows filtered), and each index is one more random leaf page written per position at
 * ingestion (10,000 devices write 10,000 different leaves).
 */
/**
 * The backfill as src/server/tracker/rebuildDeviceLatest.ts wrote it when this migration was made (for
 * all companies; the time zone, TRACKER_TIME_ZONE, and the position's json, MAP_POSITION_JSON, written
 * out). A frozen copy, not an import: a migration must do tomorrow what it did the day it was written,
 * whatever becomes of the application code (the seed and the bench keep calling rebuildDeviceLatest).
 */
const BACKFILL = sql`
  with latest as (
    select d.company_id, d.id, x.positions, x.last_fix
    from tracker_devices d
    cross join lateral (
      select coalesce(jsonb_agg(y.j order by y.fix_time desc), '[]'::jsonb) as positions,
        max(y.fix_time) as last_fix
      from (
        select (json_build_object('latitude', p.latitude, 'longitude', p.longitude, 'fix_time', p.fix_time,
            'speed', p.speed, 'course', p.course, 'accuracy', p.accuracy, 'valid', p.valid,
            'battery', p.attributes->'batteryLevel'))::jsonb as j, p.fix_time
        from tracker_positions p
        where p.company_id = d.company_id and p.device_id = d.id and p.drawable
        order by p.fix_time desc limit 5) y) x
  ), filled as (
    -- A lateral join on each row of latest, not a join of two CTEs: planned from the devices' row
    -- estimate, that became a nested loop of every device against every device.
    select l.company_id, l.id, l.positions, l.last_fix,
      (l.last_fix at time zone 'America/Sao_Paulo')::date as day, f.j as first
    from latest l
    left join lateral (
      select (json_build_object('latitude', p.latitude, 'longitude', p.longitude, 'fix_time', p.fix_time,
          'speed', p.speed, 'course', p.course, 'accuracy', p.accuracy, 'valid', p.valid,
          'battery', p.attributes->'batteryLevel'))::jsonb as j
      from tracker_positions p
      where p.company_id = l.company_id and p.device_id = l.id and p.drawable
        and p.fix_time >= ((l.last_fix at time zone 'America/Sao_Paulo')::date)::timestamp
          at time zone 'America/Sao_Paulo'
      order by p.fix_time limit 1) f on true
  )
  update tracker_devices d
  set last_fix_time = l.last_fix, latest_positions = l.positions, trace_day = l.day, trace_start = l.first,
    trace_end = l.positions->0
  from filled l
  where d.company_id = l.company_id and d.id = l.id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tracker_devices
      add column latest_positions jsonb not null default '[]',
      add column trace_day date,
      add column trace_start jsonb,
      add column trace_end jsonb`.execute(db);
  await BACKFILL.execute(db);
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
