/** A point on the Earth in decimal degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in meters between two points (haversine, mean Earth radius): the one the server
 * checks a task's fill position with and the browser shows "only near" tasks with.
 *
 * @example distanceMeters({ lat: -8.06, lng: -34.88 }, { lat: -8.06, lng: -34.87 }) // ≈ 1101
 */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
