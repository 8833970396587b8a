import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { ONLINE_WINDOW_MS } from '../commands/employees/consultarColaboradoresFlow';
import { traccarPosition, type PositionRow, type TraccarPosition } from './TraccarPosition';
import type { TrackerAudience } from './TrackerAudience';

/** A device in Traccar's message shape, as the websocket sends it (issue 17 contract). */
export interface TraccarDevice {
  id: number;
  name: string;
  uniqueId: string;
  status: 'online' | 'offline' | 'unknown';
  lastUpdate: string | null;
}

interface DeviceRow {
  id: number;
  name: string;
  unique_id: string;
  last_seen_at: Date | string | null;
}

/**
 * The devices an audience sees, as the map lists them: active employees' own devices (every one when it
 * sees all employees, else its own) and shared logins' people with an access code and a name, not disabled.
 *
 * @example const devices = await loadTrackerDevices(db, audience);
 */
export async function loadTrackerDevices(
  db: Kysely<Database>,
  audience: TrackerAudience,
): Promise<TraccarDevice[]> {
  const only = audience.seesAll ? sql`` : sql`and d.user_id = ${audience.userId} and d.sub_user_id is null`;
  const { rows } = await sql<DeviceRow>`
    select d.id, coalesce(s.name, p.name) as name, d.unique_id, d.last_seen_at
    from tracker_devices d
    join users u on u.company_id = d.company_id and u.id = d.user_id
    join persons p on p.company_id = u.company_id and p.id = u.person_id
    left join shared_sub_users s on s.company_id = d.company_id and s.id = d.sub_user_id
    where d.company_id = ${audience.companyId} and u.active ${only}
      and (d.sub_user_id is null
        or (s.id is not null and not s.disabled and btrim(s.access_code) <> '' and btrim(s.name) <> ''))
    order by d.id`.execute(db);
  const now = Date.now();
  return rows.map((r) => {
    const seen = r.last_seen_at === null ? null : new Date(r.last_seen_at);
    return {
      id: r.id,
      name: r.name,
      uniqueId: r.unique_id,
      status: seen === null ? 'unknown' : now - seen.getTime() <= ONLINE_WINDOW_MS ? 'online' : 'offline',
      lastUpdate: seen?.toISOString() ?? null,
    };
  });
}

/**
 * The current position (latest drawable by fix time) of each of `deviceIds`: one primary-key lookup each.
 *
 * @example const positions = await loadLatestPositions(db, companyId, [7, 8]);
 */
export async function loadLatestPositions(
  db: Kysely<Database>,
  companyId: number,
  deviceIds: readonly number[],
): Promise<TraccarPosition[]> {
  if (deviceIds.length === 0) return [];
  const { rows } = await sql<PositionRow>`
    select p.id, p.device_id, p.fix_time, p.server_time, p.latitude, p.longitude, p.speed, p.course,
      p.altitude, p.accuracy, p.valid, p.attributes
    from tracker_devices d
    join tracker_positions p on p.company_id = d.company_id and p.device_id = d.id
      and p.fix_time = d.last_fix_time
    where d.company_id = ${companyId} and d.id = any(${[...deviceIds]}::int[])
    order by p.device_id`.execute(db);
  return rows.map(traccarPosition);
}
