import type { ValueProblem } from '../ValueProblem';

/**
 * A location's coordinates: numbers, latitude within ±90 and longitude within ±180.
 *
 * @example placeValueErrors(null, { lat: 91, lng: 0 }) // [{ code: 'INVALID_VALUE' }]
 */
export function placeValueErrors(_field: unknown, value: unknown): ValueProblem[] {
  const { lat, lng } = (value ?? {}) as { lat?: unknown; lng?: unknown };
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? []
    : [{ code: 'INVALID_VALUE' }];
}
