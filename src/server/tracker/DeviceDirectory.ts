import { sql, type Kysely } from 'kysely';
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
  /** Identifiers to look up in the next statement, each with its waiters. */
  private misses = new Map<
    string,
    Array<{ resolve(device: KnownDevice | null): void; reject(error: unknown): void }>
  >();
  private looking = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
  ) {}

  async find(identifier: string): Promise<KnownDevice | null> {
    const now = Date.now();
    const hit = this.cache.get(identifier);
    if (hit && now - hit.at < this.ttlMs) return hit.device;
    return new Promise((resolve, reject) => {
      const waiters = this.misses.get(identifier) ?? [];
      waiters.push({ resolve, reject });
      this.misses.set(identifier, waiters);
      if (!this.looking) {
        this.looking = true;
        setImmediate(() => void this.lookUp());
      }
    });
  }

  /** The misses gathered meanwhile, in one statement per round (a cold start of thousands of phones). */
  private async lookUp(): Promise<void> {
    try {
      while (this.misses.size) {
        const batch = this.misses;
        this.misses = new Map();
        let rows: Array<{ company_id: number; id: number; unique_id: string }>;
        try {
          // One statement text whatever the count (a prepared statement, not one per list length).
          rows = (
            await sql<{ company_id: number; id: number; unique_id: string }>`
              select company_id, id, unique_id from tracker_devices
              where unique_id = any(${[...batch.keys()]}::text[])`.execute(this.db)
          ).rows;
        } catch (error) {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
          continue;
        }
        const found = new Map(rows.map((r) => [r.unique_id, { companyId: r.company_id, deviceId: r.id }]));
        const at = Date.now();
        for (const [identifier, waiters] of batch) {
          const device = found.get(identifier) ?? null;
          if (this.ttlMs > 0) {
            if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
            this.cache.set(identifier, { device, at });
          }
          for (const waiter of waiters) waiter.resolve(device);
        }
      }
    } finally {
      this.looking = false;
    }
  }

  forget(identifiers: readonly string[]): void {
    for (const identifier of identifiers) this.cache.delete(identifier);
  }
}
