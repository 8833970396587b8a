import type { MapPosition } from '../protocol/answers/MapPosition';
import type { TrackerPosition } from './TrackerPosition';

/** Knots (Traccar's speed unit) to km/h. */
const KMH_PER_KNOT = 1.852;

/**
 * A live feed position as the map's commands give them: speed in km/h, the battery from Traccar's
 * `batteryLevel` attribute; a position the phone did not mark is valid.
 *
 * @example mapPositionOf({ id: 1, deviceId: 3, latitude: -23.5, longitude: -46.6, speed: 10, course: 0, fixTime: 't', attributes: { batteryLevel: 80 } }).speed // 18.52
 */
export function mapPositionOf(position: TrackerPosition): MapPosition {
  const battery = position.attributes?.batteryLevel;
  return {
    latitude: position.latitude,
    longitude: position.longitude,
    fixTime: position.fixTime,
    speed: Math.round(position.speed * KMH_PER_KNOT * 100) / 100,
    course: position.course,
    accuracy: position.accuracy ?? null,
    battery: typeof battery === 'number' ? battery : null,
    valid: position.valid !== false,
  };
}
