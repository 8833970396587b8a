/** Knots to km/h. */
const KMH_PER_KNOT = 1.852;

/** A position as the map commands answer it (issue 17 contract): speed in km/h, battery in %. */
export interface MapPosition {
  latitude: number;
  longitude: number;
  fixTime: string;
  speed: number;
  course: number;
  accuracy: number;
  battery: number | null;
  valid: boolean;
}

/** The stored columns a map position is made of (as the statements select them, json or row). */
export interface MapPositionRow {
  latitude: number;
  longitude: number;
  fix_time: Date | string;
  speed: number;
  course: number;
  accuracy: number;
  valid: boolean;
  battery: number | string | null;
}

/**
 * A stored position for the map commands.
 *
 * @example mapPosition(row).speed // 18.5 (km/h, from 10 knots)
 */
export function mapPosition(row: MapPositionRow): MapPosition {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    fixTime: new Date(row.fix_time).toISOString(),
    speed: Math.round(row.speed * KMH_PER_KNOT * 10) / 10,
    course: row.course,
    accuracy: row.accuracy,
    battery: row.battery === null || row.battery === undefined ? null : Number(row.battery),
    valid: row.valid,
  };
}

/** The SQL of a position as json for MapPositionRow (`p` the tracker_positions alias). */
export const MAP_POSITION_JSON = `json_build_object('latitude', p.latitude, 'longitude', p.longitude,
  'fix_time', p.fix_time, 'speed', p.speed, 'course', p.course, 'accuracy', p.accuracy, 'valid', p.valid,
  'battery', p.attributes->'batteryLevel')`;
