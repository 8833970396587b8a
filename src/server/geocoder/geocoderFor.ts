import type { ServerConfig } from '../config/ServerConfig';
import { Geocoder } from './Geocoder';

const geocoders = new WeakMap<ServerConfig, Geocoder>();

/**
 * The app's geocoder (one per server configuration, so its cache and per-company budget live as long as
 * the app), or null when CAMPO_GEOCODER_URL is unset.
 *
 * @example const geocoder = geocoderFor(ctx.config);
 */
export function geocoderFor(config: ServerConfig): Geocoder | null {
  if (!config.geocoderUrl) return null;
  let geocoder = geocoders.get(config);
  if (!geocoder) {
    geocoder = new Geocoder({
      baseUrl: config.geocoderUrl,
      perCompanyPerMinute: config.geocoderPerCompanyPerMinute,
    });
    geocoders.set(config, geocoder);
  }
  return geocoder;
}
