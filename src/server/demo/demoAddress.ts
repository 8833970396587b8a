import { DEMO_CITIES } from './demoCities';
import { DEMO_NAMES } from './demoNames';
import { nthOf } from './nthOf';

/** A full address in one of the demo cities, with coordinates jittered around the centre. */
export function demoAddress(i: number): Record<string, unknown> {
  const c = nthOf(DEMO_CITIES, i);
  return {
    cep: `${c.cep}-${String(100 + ((i * 37) % 900)).padStart(3, '0')}`,
    country: 'Brasil',
    state: c.state,
    city: c.city,
    district: c.district,
    street: nthOf(DEMO_NAMES.streets, i * 3 + 1),
    number: String(10 + ((i * 53) % 1900)),
    ...(i % 4 === 0 ? { complement: `Sala ${1 + (i % 30)}` } : {}),
    latitude: Math.round((c.lat + (((i * 7919) % 200) - 100) / 2000) * 1e6) / 1e6,
    longitude: Math.round((c.lng + (((i * 104729) % 200) - 100) / 2000) * 1e6) / 1e6,
  };
}
