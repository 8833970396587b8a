import { sql } from 'kysely';
import schema from '../../../../schemas/commands/GetDeviceTrace.schema.json';
import { mapPosition, type MapPositionRow } from '../../tracker/MapPosition';
import { TRACKER_TIME_ZONE } from '../../tracker/trackerTimeZone';
import { trackerCaller } from '../../tracker/trackerCaller';
import { visibleDevice } from '../../tracker/visibleDevice';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';

/**
 * GetDeviceTrace (DEVICE_ID, DATE yyyy-mm-dd, the São Paulo day) → DEVICE_ID, POSITIONS: the device's
 * drawable positions of that day, oldest first (a range of the positions' primary key). A device of
 * another company, or of an employee the caller may not see: ENTITY_NOT_FOUND. DASHBOARD VIEW; plan gate
 * gpsLocation.
 */
export const getDeviceTrace = defineCommand<{ DEVICE_ID: number; DATE: string }>({
  name: 'GetDeviceTrace',
  params: schema,
  async handler(ctx, params) {
    const { audience } = await trackerCaller(ctx);
    if (!(await visibleDevice(ctx.db, audience, params.DEVICE_ID)))
      throw new CommandFailure('ENTITY_NOT_FOUND');
    const zone = sql.lit(TRACKER_TIME_ZONE);
    // Plain columns, not a json object per row: a day is ~700 rows, and building and parsing their JSON
    // cost more than the index range itself (docs/tracker.md, "GetDeviceTrace").
    const { rows } = await sql<MapPositionRow>`
      select p.latitude, p.longitude, p.fix_time, p.speed, p.course, p.accuracy, p.valid,
        p.attributes->'batteryLevel' as battery
      from tracker_positions p
      where p.company_id = ${audience.companyId} and p.device_id = ${params.DEVICE_ID} and p.drawable
        and p.fix_time >= (${params.DATE}::date)::timestamp at time zone ${zone}
        and p.fix_time < (${params.DATE}::date + 1)::timestamp at time zone ${zone}
      order by p.fix_time`.execute(ctx.db);
    return { DEVICE_ID: params.DEVICE_ID, POSITIONS: rows.map(mapPosition) };
  },
});
