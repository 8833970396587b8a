/** A position in Traccar's message shape, as the websocket /api/socket sends it (issue 17 contract). */
export interface TraccarPosition {
  id: number;
  deviceId: number;
  latitude: number;
  longitude: number;
  /** Knots, as Traccar. */
  speed: number;
  course: number;
  altitude: number;
  accuracy: number;
  valid: boolean;
  fixTime: string;
  deviceTime: string;
  serverTime: string;
  attributes: Record<string, unknown>;
}

/** A stored position row as the statements read it. */
export interface PositionRow {
  id: string | number;
  device_id: number;
  fix_time: Date | string;
  server_time: Date | string;
  latitude: number;
  longitude: number;
  speed: number;
  course: number;
  altitude: number;
  accuracy: number;
  valid: boolean;
  attributes: Record<string, unknown> | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A stored position in Traccar's shape (OsmAnd gives one time: deviceTime is the fix time).
 *
 * @example traccarPosition(row).fixTime // '2026-11-26T12:00:00.000Z'
 */
export function traccarPosition(row: PositionRow): TraccarPosition {
  return {
    id: Number(row.id),
    deviceId: row.device_id,
    latitude: row.latitude,
    longitude: row.longitude,
    speed: row.speed,
    course: row.course,
    altitude: row.altitude,
    accuracy: row.accuracy,
    valid: row.valid,
    fixTime: iso(row.fix_time),
    deviceTime: iso(row.fix_time),
    serverTime: iso(row.server_time),
    attributes:
      typeof row.attributes === 'string'
        ? (JSON.parse(row.attributes) as Record<string, unknown>)
        : row.attributes,
  };
}
