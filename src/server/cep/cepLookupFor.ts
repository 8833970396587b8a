import type { ServerConfig } from '../config/ServerConfig';
import { CepLookup } from './CepLookup';

const lookups = new WeakMap<ServerConfig, CepLookup>();

/**
 * The app's CEP lookup (one per server configuration, so its cache lives as long as the app), or null
 * when CAMPO_CEP_URL is set empty.
 *
 * @example const lookup = cepLookupFor(ctx.config);
 */
export function cepLookupFor(config: ServerConfig): CepLookup | null {
  if (!config.cepUrl) return null;
  let lookup = lookups.get(config);
  if (!lookup) {
    lookup = new CepLookup({ urlTemplate: config.cepUrl });
    lookups.set(config, lookup);
  }
  return lookup;
}
