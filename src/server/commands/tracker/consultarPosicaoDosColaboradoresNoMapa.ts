import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarPosicaoDosColaboradoresNoMapa.schema.json';
import { personPhotoUrl } from '../../files/personPhotoUrl';
import { mapPosition, type MapPositionRow } from '../../tracker/MapPosition';
import { TRACKER_TIME_ZONE } from '../../tracker/trackerTimeZone';
import { trackerCaller } from '../../tracker/trackerCaller';
import { defineCommand } from '../CommandDefinition';
import { ONLINE_WINDOW_MS } from '../employees/consultarColaboradoresFlow';

interface Row {
  user_id: number;
  person_id: number;
  name: string;
  has_photo: boolean;
  photo_version: number;
  last_login: Date | null;
  code: string | null;
  shared_name: string | null;
  shared: boolean;
  device_id: number | null;
  unique_id: string | null;
  last_seen_at: Date | null;
  group_id: number | null;
  positions: MapPositionRow[] | string;
  start_position: MapPositionRow | string | null;
  end_position: MapPositionRow | string | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const position = (value: MapPositionRow | string | null) =>
  value === null ? null : mapPosition(json(value));

/**
 * ConsultarPosicaoDosColaboradoresNoMapa → COLABORADORES.COLABORADOR: the employees the caller may see
 * (TrackerAudience) by name, each with its device, its last 5 drawable positions (newest first), today's
 * first and last (São Paulo day; kept on the device row by ingestion, migration 0027, so one row per
 * device is read), LAST_UPDATE (its latest report) and ONLINE (a report or a login within
 * 15 minutes). Active employees of their own; shared logins only through their people who have a device,
 * an access code and a name (spec 000 §5), one entry per user id, plus code for shared ones.
 * ID_COLABORADOR is the user id (as /employee/edit/{id}). DASHBOARD VIEW; plan gate gpsLocation.
 */
export const consultarPosicaoDosColaboradoresNoMapa = defineCommand<Record<string, never>>({
  name: 'ConsultarPosicaoDosColaboradoresNoMapa',
  params: schema,
  async handler(ctx) {
    const { audience } = await trackerCaller(ctx);
    const companyId = audience.companyId;
    const only = audience.seesAll ? sql`` : sql`and u.id = ${audience.userId}`;
    const zone = sql.lit(TRACKER_TIME_ZONE);
    const { rows } = await sql<Row>`
      with today as (
        select (now() at time zone ${zone})::date as day
      ), subjects as (
        select u.id as user_id, u.person_id, p.name, p.photo is not null as has_photo, p.photo_version,
          u.last_login, null::text as code, null::text as shared_name, false as shared, d.id as device_id,
          d.unique_id, d.last_seen_at, d.latest_positions, d.trace_day, d.trace_start, d.trace_end
        from users u
        join persons p on p.company_id = u.company_id and p.id = u.person_id
        left join tracker_devices d on d.company_id = u.company_id and d.user_id = u.id and d.sub_user_id is null
        where u.company_id = ${companyId} and u.active and not u.is_shared ${only}
        union all
        select u.id, u.person_id, s.name, false, 0, u.last_login, s.access_code, s.name, true, d.id,
          d.unique_id, d.last_seen_at, d.latest_positions, d.trace_day, d.trace_start, d.trace_end
        from tracker_devices d
        join shared_sub_users s on s.company_id = d.company_id and s.id = d.sub_user_id
        join users u on u.company_id = d.company_id and u.id = d.user_id
        where d.company_id = ${companyId} and ${audience.seesAll} and u.active and not s.disabled
          and btrim(s.access_code) <> '' and btrim(s.name) <> ''
      ), groups as (
        select user_id, min(group_id) as group_id from user_groups where company_id = ${companyId}
        group by user_id
      )
      select s.user_id, s.person_id, s.name, s.has_photo, s.photo_version, s.last_login, s.code,
        s.shared_name, s.shared, s.device_id, s.unique_id, s.last_seen_at, g.group_id,
        coalesce(s.latest_positions, '[]') as positions,
        case when s.trace_day = today.day then s.trace_start end as start_position,
        case when s.trace_day = today.day then s.trace_end end as end_position
      from subjects s cross join today
      left join groups g on g.user_id = s.user_id
      order by s.name, s.user_id, s.code`.execute(ctx.db);

    const squads = await sql<{ id: number; members: unknown }>`
      select id, data->'members' as members from entity_records
      where company_id = ${companyId} and entity = 'squad' and deleted_at is null
      order by id`.execute(ctx.db);
    const squadsOf = new Map<number, number[]>();
    for (const squad of squads.rows) {
      const members = json<unknown>(squad.members as string);
      for (const member of Array.isArray(members) ? members : []) {
        const list = squadsOf.get(Number(member)) ?? [];
        list.push(Number(squad.id));
        squadsOf.set(Number(member), list);
      }
    }

    const now = Date.now();
    const recent = (at: Date | null) => at !== null && now - new Date(at).getTime() <= ONLINE_WINDOW_MS;
    const seen = new Set<string>();
    const employees = [];
    for (const row of rows) {
      const key = row.shared ? `${row.user_id}|${row.code!.toLowerCase()}` : `${row.user_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      employees.push({
        ID_COLABORADOR: row.user_id,
        ID_USUARIO: row.user_id,
        NOME: row.name,
        FOTO: row.has_photo ? personPhotoUrl(row.person_id, row.photo_version) : null,
        CODIGO_USUARIO_ROTATIVO: row.code,
        NOME_USUARIO_ROTATIVO: row.shared_name,
        COMPARTILHADO: row.shared,
        ID_GRUPO_PERMISSOES: row.group_id === null ? null : Number(row.group_id),
        ID_EQUIPES: squadsOf.get(row.user_id) ?? [],
        TRACCAR_DEVICE_ID: row.device_id,
        DEVICE_CODE: row.unique_id,
        POSITIONS: json(row.positions).map(mapPosition),
        START_POSITION: position(row.start_position),
        END_POSITION: position(row.end_position),
        LAST_UPDATE: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
        ONLINE: recent(row.last_seen_at) || (!row.shared && recent(row.last_login)),
      });
    }
    return { COLABORADORES: { COLABORADOR: employees } };
  },
});
