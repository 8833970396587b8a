import type { MapMarker } from './MapMarker';

/** South-west and north-east corners, `[[lat, lng], [lat, lng]]` (Leaflet's LatLngBoundsLiteral). */
export type Bounds = [[number, number], [number, number]];

/**
 * The smallest box holding every marker, or undefined when there is none (the map then shows Brazil).
 *
 * @example markerBounds([{ latitude: -8, longitude: -35 }, { latitude: -23, longitude: -46 }] as MapMarker[])
 *   // [[-23, -46], [-8, -35]]
 */
export function markerBounds(markers: ReadonlyArray<Pick<MapMarker, 'latitude' | 'longitude'>>) {
  if (!markers.length) return undefined;
  const lats = markers.map((m) => m.latitude);
  const lngs = markers.map((m) => m.longitude);
  const bounds: Bounds = [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
  return bounds;
}
