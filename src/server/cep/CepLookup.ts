import { onlyDigits } from '../../runtime/validators/onlyDigits';
import type { CepAddress } from './CepAddress';
import { viaCepAddress } from './viaCepAddress';

/** Why a lookup gave no address: the CEP is unknown to the provider, or the provider did not answer. */
export type CepMiss = 'NOT_FOUND' | 'UNAVAILABLE';

interface Options {
  /** The provider's URL with a `{cep}` placeholder (8 digits), answering ViaCEP's JSON. */
  urlTemplate: string;
  cacheMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

const MAX_CACHED = 1000;

/**
 * Address lookup by CEP over a ViaCEP-style provider (CAMPO_CEP_URL), with a cache of answers shared by
 * every company (a CEP's address is public knowledge); a provider that cannot be reached, times out or
 * answers an error is UNAVAILABLE, so the user types the address by hand.
 *
 * @example await new CepLookup({ urlTemplate: 'https://viacep.com.br/ws/{cep}/json/' }).find('01310-100')
 */
export class CepLookup {
  private readonly cache = new Map<string, { at: number; address: CepAddress | 'NOT_FOUND' }>();

  constructor(private readonly options: Options) {}

  async find(cep: string): Promise<CepAddress | CepMiss> {
    const digits = onlyDigits(cep);
    const now = (this.options.now ?? Date.now)();
    const cached = this.cache.get(digits);
    if (cached && now - cached.at < (this.options.cacheMs ?? 60 * 60_000)) return cached.address;
    const formatted = `${digits.slice(0, 5)}-${digits.slice(5)}`;
    let address: CepAddress | null;
    try {
      const url = new URL(this.options.urlTemplate.replace('{cep}', digits));
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'Campo CEP lookup' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      // ViaCEP answers 400 for a malformed CEP; the CEP was checked here, so any refusal is the provider's.
      if (!response.ok) return 'UNAVAILABLE';
      address = viaCepAddress(await response.json(), formatted);
    } catch {
      return 'UNAVAILABLE';
    }
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(digits, { at: now, address: address ?? 'NOT_FOUND' });
    return address ?? 'NOT_FOUND';
  }
}
