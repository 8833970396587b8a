import { sql, type QueryExecutorProvider } from 'kysely';
import { TRACKER_TIME_ZONE } from '../../runtime/tracker/trackerDay';
import { MAP_POSITION_JSON } from './MapPosition';

/**
 * Recomputes what the map reads on each device row (migration 0027: `last_fix_time`, `latest_positions`,
 * `trace_day`, `trace_start`, `trace_end`) from the stored positions, for the devices of `companyId` (all
 * when omitted). Ingestion keeps these up to date itself (PositionWriter); this is for positions written
 * around it: the demo seed, the bench's generated rows. Migration 0027 backfilled with a frozen copy of
 * this statement (as it stood then): a change here does not change what that migration does.
 *
 * @example await rebuildDeviceLatest(trx, companyId);
 */
export async function rebuildDeviceLatest(db: QueryExecutorProvider, companyId?: number): Promise<void> {
  const zone = sql.lit(TRACKER_TIME_ZONE);
  const position = sql.raw(`(${MAP_POSITION_JSON})::jsonb`);
  const which = companyId === undefined ? sql`true` : sql`d.company_id = ${companyId}`;
  await sql`
    with latest as (
      select d.company_id, d.id, x.positions, x.last_fix
      from tracker_devices d
      cross join lateral (
        select coalesce(jsonb_agg(y.j order by y.fix_time desc), '[]'::jsonb) as positions,
          max(y.fix_time) as last_fix
        from (
          select ${position} as j, p.fix_time from tracker_positions p
          where p.company_id = d.company_id and p.device_id = d.id and p.drawable
          order by p.fix_time desc limit 5) y) x
      where ${which}
    ), filled as (
      -- A lateral join on each row of latest, not a join of two CTEs: planned from the devices' row
      -- estimate, that became a nested loop of every device against every device.
      select l.company_id, l.id, l.positions, l.last_fix, (l.last_fix at time zone ${zone})::date as day,
        f.j as first
      from latest l
      left join lateral (
        select ${position} as j from tracker_positions p
        where p.company_id = l.company_id and p.device_id = l.id and p.drawable
          and p.fix_time >= ((l.last_fix at time zone ${zone})::date)::timestamp at time zone ${zone}
        order by p.fix_time limit 1) f on true
    )
    update tracker_devices d
    set last_fix_time = l.last_fix, latest_positions = l.positions, trace_day = l.day, trace_start = l.first,
      trace_end = l.positions->0
    from filled l
    where d.company_id = l.company_id and d.id = l.id`.execute(db);
}
