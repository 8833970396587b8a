import type { EntityRuntime } from './EntityRuntime';

type Data = Record<string, unknown>;

const POSITION = new Set(['latitude', 'longitude']);

/**
 * An edited address keeps its coordinates only if they were located again: when any part of its text
 * changed but latitude and longitude came back as stored (a form resends the hidden values it loaded),
 * they belonged to the old address, so they are dropped and the record leaves the map until located
 * again rather than showing in the wrong place.
 *
 * @example dropStaleCoordinates(unit, stored, edited) // edited.address without latitude/longitude
 */
export function dropStaleCoordinates(entity: EntityRuntime, before: Data, after: Data): Data {
  let result = after;
  for (const field of entity.meta.fields) {
    if (field.type !== 'address') continue;
    const old = before[field.key] as Data | undefined;
    const next = after[field.key] as Data | undefined;
    if (!old || !next || next.latitude === undefined) continue;
    const moved = Object.keys({ ...old, ...next }).some((k) => !POSITION.has(k) && old[k] !== next[k]);
    const relocated = old.latitude !== next.latitude || old.longitude !== next.longitude;
    if (!moved || relocated) continue;
    const { latitude: _latitude, longitude: _longitude, ...rest } = next;
    result = { ...result, [field.key]: rest };
  }
  return result;
}
