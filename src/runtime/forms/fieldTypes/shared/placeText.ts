/**
 * A location answer: its address, when there is one, then its coordinates.
 *
 * @example placeText(null, { lat: -8.05, lng: -34.9, address: 'Recife' }) // 'Recife (-8.05, -34.9)'
 */
export function placeText(_field: unknown, value: unknown): string {
  const place = value as { lat: number; lng: number; address?: string };
  const coordinates = `${place.lat}, ${place.lng}`;
  return place.address ? `${place.address} (${coordinates})` : coordinates;
}
