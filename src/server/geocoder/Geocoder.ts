import type { AddressResult } from './AddressResult';
import { nominatimResults } from './nominatimResults';

/** Why a search gave no results from the geocoder itself. */
export type GeocoderRefusal = 'RATE_LIMITED' | 'UNAVAILABLE';

interface Options {
  /** Base URL of a Nominatim-compatible server (its `/search`). */
  baseUrl: string;
  /** Geocoder calls per company per minute; cached answers do not count. */
  perCompanyPerMinute: number;
  cacheMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

const MAX_CACHED = 500;

/**
 * Address search over a Nominatim-compatible geocoder, with a short cache of answers (shared by every
 * company: an address is public knowledge) and a per-company budget of calls, so that one tenant cannot
 * spend the geocoder's usage policy for all.
 *
 * @example const results = await new Geocoder({ baseUrl, perCompanyPerMinute: 30 }).search(7, 'Avenida Paulista 1000');
 */
export class Geocoder {
  private readonly cache = new Map<string, { at: number; results: AddressResult[] }>();
  private readonly calls = new Map<number, number[]>();

  constructor(private readonly options: Options) {}

  async search(companyId: number, text: string): Promise<AddressResult[] | GeocoderRefusal> {
    const now = (this.options.now ?? Date.now)();
    const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
    const cached = this.cache.get(key);
    if (cached && now - cached.at < (this.options.cacheMs ?? 5 * 60_000)) return cached.results;
    const recent = (this.calls.get(companyId) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= this.options.perCompanyPerMinute) return 'RATE_LIMITED';
    recent.push(now);
    this.calls.set(companyId, recent);
    const url = new URL('search', this.options.baseUrl.replace(/\/?$/, '/'));
    url.search = new URLSearchParams({
      q: key,
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'br',
      limit: '10',
    }).toString();
    let results: AddressResult[];
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'Campo address search' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      if (!response.ok) return 'UNAVAILABLE';
      results = nominatimResults(await response.json());
    } catch {
      return 'UNAVAILABLE';
    }
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { at: now, results });
    return results;
  }
}
