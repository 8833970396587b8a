import { sql, type Kysely } from 'kysely';
import type { Bus } from '../bus/Bus';
import { MAX_BUS_PAYLOAD_BYTES } from '../bus/Bus';
import type { Database } from '../db/Database';
import { TRACKER_TIME_ZONE } from '../../runtime/tracker/trackerDay';
import type { KnownDevice } from './DeviceDirectory';
import { MAP_POSITION_JSON } from './MapPosition';
import type { ReportedPosition } from './ReportedPosition';
import { traccarPosition, type PositionRow, type TraccarPosition } from './TraccarPosition';
import { POSITIONS_TOPIC, type PositionsMessage } from './trackerTopics';

interface Pending {
  device: KnownDevice;
  position: ReportedPosition | null;
  resolve(): void;
  reject(error: unknown): void;
}

/** Most reports one statement writes. */
const BATCH = 2000;
/** Room left in a bus message for its envelope (`{"t":"tracker.positions","p":{"c":123,"positions":[]}}`). */
const ENVELOPE_BYTES = 80;

/**
 * Stores positions in batches: reports that arrive while a statement runs wait for the next one, so
 * under load one statement writes hundreds of positions (one jsonb parameter, `jsonb_to_recordset`),
 * and a lone report is written at once. Each `write` resolves once its position is committed (a phone
 * forgets what it buffered when answered 200). Storing is idempotent on (device, fix time); a device's
 * current position moves only forward in fix time and only to a drawable position (valid, accuracy within
 * `maxAccuracyM`); the positions that became current are published on the bus (POSITIONS_TOPIC) for the
 * websockets of every process. A report without location (heartbeat) only marks the device as seen.
 *
 * @example await writer.write({ companyId: 2, deviceId: 7 }, position);
 */
export class PositionWriter {
  private queue: Pending[] = [];
  private running = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: Bus,
    private readonly maxAccuracyM: number,
    private readonly onPublishError: (error: unknown) => void,
  ) {}

  write(device: KnownDevice, position: ReportedPosition | null): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ device, position, resolve, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, BATCH);
      try {
        const current = await this.store(batch);
        for (const item of batch) item.resolve();
        this.publish(current).catch(this.onPublishError);
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    this.running = false;
  }

  private drawable(position: ReportedPosition): boolean {
    return (
      position.valid &&
      (position.accuracy <= 0 || this.maxAccuracyM <= 0 || position.accuracy <= this.maxAccuracyM)
    );
  }

  /**
   * One statement: the positions inserted; each device's seen time, current fix time, last 5 drawable
   * positions and day trace ends (migration 0027) moved by the drawable positions inserted, by fix time:
   * a late fix enters the last 5 only if among the 5 newest, and moves the day's start or end only if it
   * is of the device's latest day and before its start or after its end.
   */
  private async store(batch: Pending[]): Promise<Array<PositionRow & { company_id: number }>> {
    const positions = batch
      .filter((item) => item.position)
      .map(({ device, position: p }) => ({
        company_id: device.companyId,
        device_id: device.deviceId,
        fix_time: p!.fixTime.toISOString(),
        latitude: p!.latitude,
        longitude: p!.longitude,
        speed: p!.speed,
        course: p!.course,
        altitude: p!.altitude,
        accuracy: p!.accuracy,
        valid: p!.valid,
        drawable: this.drawable(p!),
        attributes: p!.attributes,
      }));
    const seen = batch.map(({ device }) => ({ company_id: device.companyId, device_id: device.deviceId }));
    const zone = sql.lit(TRACKER_TIME_ZONE);
    const position = sql.raw(`(${MAP_POSITION_JSON})::jsonb`);
    const { rows } = await sql<PositionRow & { company_id: number; current: boolean }>`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(positions)}::jsonb) as x(
          company_id integer, device_id integer, fix_time timestamptz, latitude double precision,
          longitude double precision, speed double precision, course double precision,
          altitude double precision, accuracy double precision, valid boolean, drawable boolean,
          attributes jsonb)
      ), inserted as (
        insert into tracker_positions (company_id, device_id, fix_time, latitude, longitude, speed, course,
          altitude, accuracy, valid, drawable, attributes)
        select company_id, device_id, fix_time, latitude, longitude, speed, course, altitude, accuracy,
          valid, drawable, attributes
        from input
        order by company_id, device_id, fix_time
        on conflict (company_id, device_id, fix_time) do nothing
        returning id, company_id, device_id, fix_time, server_time, latitude, longitude, speed, course,
          altitude, accuracy, valid, drawable, attributes
      ), fresh as (
        select p.company_id, p.device_id, p.fix_time, (p.fix_time at time zone ${zone})::date as day,
          ${position} as j
        from inserted p where p.drawable
      ), newest as (
        select company_id, device_id, max(fix_time) as fix_time, jsonb_agg(j) as positions
        from fresh group by company_id, device_id
      ), newest_day as (
        select distinct on (company_id, device_id) company_id, device_id, day,
          (array_agg(j order by fix_time))[1] as first, (array_agg(j order by fix_time desc))[1] as last
        from fresh group by company_id, device_id, day
        order by company_id, device_id, day desc
      ), seen as (
        select distinct company_id, device_id
        from jsonb_to_recordset(${JSON.stringify(seen)}::jsonb) as s(company_id integer, device_id integer)
      ), moved as (
        update tracker_devices d
        set last_seen_at = now(), last_fix_time = greatest(d.last_fix_time, n.fix_time),
          latest_positions = case when n.device_id is null then d.latest_positions else (
            select jsonb_agg(j order by (j->>'fix_time')::timestamptz desc) from (
              select j from (
                select j from jsonb_array_elements(d.latest_positions) old(j)
                union all
                select j from jsonb_array_elements(n.positions) new(j)) l
              order by (j->>'fix_time')::timestamptz desc limit 5) five) end,
          trace_day = greatest(d.trace_day, y.day),
          trace_start = case
            when y.day is null or y.day < d.trace_day then d.trace_start
            when d.trace_day is null or y.day > d.trace_day then y.first
            when (y.first->>'fix_time')::timestamptz < (d.trace_start->>'fix_time')::timestamptz then y.first
            else d.trace_start end,
          trace_end = case
            when y.day is null or y.day < d.trace_day then d.trace_end
            when d.trace_day is null or y.day > d.trace_day then y.last
            when (y.last->>'fix_time')::timestamptz > (d.trace_end->>'fix_time')::timestamptz then y.last
            else d.trace_end end
        from seen s
        left join newest n on n.company_id = s.company_id and n.device_id = s.device_id
        left join newest_day y on y.company_id = s.company_id and y.device_id = s.device_id
        where d.company_id = s.company_id and d.id = s.device_id
        returning d.company_id, d.id, d.last_fix_time
      )
      select i.*, true as current
      from inserted i
      join moved m on m.company_id = i.company_id and m.id = i.device_id and m.last_fix_time = i.fix_time
      where i.drawable`.execute(this.db);
    return rows;
  }

  /** The new current positions, per company, in bus messages under NOTIFY's size limit. */
  private async publish(rows: Array<PositionRow & { company_id: number }>): Promise<void> {
    const byCompany = new Map<number, TraccarPosition[]>();
    for (const row of rows) {
      const list = byCompany.get(row.company_id) ?? [];
      list.push(traccarPosition(row));
      byCompany.set(row.company_id, list);
    }
    const messages: PositionsMessage[] = [];
    for (const [company, positions] of byCompany) {
      let chunk: TraccarPosition[] = [];
      let bytes = ENVELOPE_BYTES;
      for (const position of positions) {
        const size = Buffer.byteLength(JSON.stringify(position)) + 1;
        if (chunk.length && bytes + size > MAX_BUS_PAYLOAD_BYTES) {
          messages.push({ c: company, positions: chunk });
          chunk = [];
          bytes = ENVELOPE_BYTES;
        }
        chunk.push(position);
        bytes += size;
      }
      if (chunk.length) messages.push({ c: company, positions: chunk });
    }
    if (messages.length) await this.bus.publish(POSITIONS_TOPIC, ...messages);
  }
}
