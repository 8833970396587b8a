import type { AddressResult } from './AddressResult';

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

const first = (address: Record<string, string | undefined>, keys: string[]): string =>
  keys.map((k) => address[k]).find((v) => typeof v === 'string' && v !== '') ?? '';

/**
 * A Nominatim `/search?format=jsonv2&addressdetails=1` answer as address results; places without
 * coordinates are left out. The state code comes from `ISO3166-2-lvl4` (`BR-SP` → `SP`).
 *
 * @example nominatimResults([{ lat: '-23.5', lon: '-46.6', display_name: 'Av. Paulista', address: { road: 'Avenida Paulista' } }])[0].street // 'Avenida Paulista'
 */
export function nominatimResults(answer: unknown): AddressResult[] {
  if (!Array.isArray(answer)) return [];
  return (answer as NominatimPlace[]).flatMap((place) => {
    const latitude = Number(place.lat);
    const longitude = Number(place.lon);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
    const address = place.address ?? {};
    const iso = first(address, ['ISO3166-2-lvl4', 'ISO3166-2-lvl3']);
    return [
      {
        street: first(address, ['road', 'pedestrian', 'footway', 'street']),
        number: first(address, ['house_number']),
        area: first(address, ['suburb', 'neighbourhood', 'quarter', 'city_district', 'hamlet']),
        city: first(address, ['city', 'town', 'village', 'municipality']),
        uf: /^[A-Z]{2}-([A-Z]{2})$/.exec(iso)?.[1] ?? first(address, ['state_code']),
        cep: first(address, ['postcode']),
        latitude,
        longitude,
        fullAddress: place.display_name ?? '',
      },
    ];
  });
}
