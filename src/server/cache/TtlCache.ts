/**
 * A small in-process cache with a time to live and a size cap (oldest entries go first). Used for hot
 * reads (sessions, the logged-user profile) where a short staleness window is acceptable because the
 * writers in this process invalidate at once; other processes see changes within the TTL.
 *
 * @example const cache = new TtlCache<string, number>(10_000, 1000); cache.set('a', 1); cache.get('a') // 1
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches, e.g. all sessions of one user. */
  deleteWhere(test: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.entries) if (test(entry.value, key)) this.entries.delete(key);
  }
}
