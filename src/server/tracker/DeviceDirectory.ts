import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

/** A device an identifier names. */
export interface KnownDevice {
  companyId: number;
  deviceId: number;
}

/** Entries kept at most (known and unknown identifiers alike): a flood of made-up ones cannot grow it. */
const MAX_ENTRIES = 100_000;

/**
 * The devices by identifier for ingestion, cached `ttlMs` (CAMPO_CACHE_SECONDS) in this process, unknown
 * identifiers included, so a phone sending every second costs no lookup. A device saved or removed in any
 * process is forgotten at once through the bus (DEVICES_TOPIC, `forget`).
 *
 * @example const device = await directory.find('4f7k2m9q');
 */
export class DeviceDirectory {
  private readonly cache = new Map<string, { device: KnownDevice | null; at: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
  ) {}

  async find(identifier: string): Promise<KnownDevice | null> {
    const now = Date.now();
    const hit = this.cache.get(identifier);
    if (hit && now - hit.at < this.ttlMs) return hit.device;
    const row = await this.db
      .selectFrom('tracker_devices')
      .select(['company_id', 'id'])
      .where('unique_id', '=', identifier)
      .executeTakeFirst();
    const device = row ? { companyId: row.company_id, deviceId: row.id } : null;
    if (this.ttlMs > 0) {
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
      this.cache.set(identifier, { device, at: now });
    }
    return device;
  }

  forget(identifiers: readonly string[]): void {
    for (const identifier of identifiers) this.cache.delete(identifier);
  }
}
