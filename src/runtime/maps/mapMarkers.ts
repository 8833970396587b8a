import type { EntityMeta } from '../entities/EntityMeta';
import { formatEntityValue } from '../entities/formatEntityValue';
import type { MapMarker } from './MapMarker';

type Translate = (key: string) => string;

const coordinate = (value: unknown, limit: number): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;

/**
 * The markers of an entity's records: one per record whose map field (metadata `map.field`, an address)
 * has a latitude and a longitude; records without an address, or with one never located, are left out.
 * An entity without `map` has no markers.
 *
 * @example mapMarkers(client, [{ id: 1, name: 'A', address: { city: 'Recife', latitude: -8.05, longitude: -34.88 } }, { id: 2, name: 'B' }], t)
 *   // [{ id: 1, title: 'A', latitude: -8.05, longitude: -34.88, address: 'Recife' }]
 */
export function mapMarkers(
  entity: EntityMeta,
  records: ReadonlyArray<Record<string, unknown>>,
  t: Translate,
): MapMarker[] {
  const field = entity.map && entity.fields.find((f) => f.key === entity.map!.field);
  if (!field) return [];
  const markers: MapMarker[] = [];
  for (const record of records) {
    const address = record[field.key];
    if (!address || typeof address !== 'object') continue;
    const { latitude, longitude } = address as { latitude?: unknown; longitude?: unknown };
    const lat = coordinate(latitude, 90);
    const lng = coordinate(longitude, 180);
    if (lat === undefined || lng === undefined) continue;
    markers.push({
      id: Number(record.id),
      title: String(record[entity.titleField] ?? record.id ?? ''),
      latitude: lat,
      longitude: lng,
      address: formatEntityValue(field, address, t),
    });
  }
  return markers;
}
