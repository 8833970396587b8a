import type { Bus } from '../bus/Bus';
import type { Forgetting } from './Forgetting';

/** The bus topic of stale cache entries. */
const TOPIC = 'cache.forget';

/** A cache that drops what a forgetting names and tells its own forgettings through `tell`. */
interface SharedCache {
  tell: ((forgetting: Forgetting) => void) | undefined;
  dropStale(forgetting: Forgetting): void;
}

/**
 * Every server process's caches (sessions, profiles, company access) drop what a write in any process
 * made stale, at once: each forgetting is published on the bus (PostgreSQL LISTEN/NOTIFY with several
 * processes) and dropped by every process's caches when heard. A lost message (a listening connection
 * that broke) still expires with the cache time. Answers the unsubscribe function.
 *
 * @example shareForgetting(bus, [sessions, profiles, access]);
 */
export function shareForgetting(
  bus: Bus,
  caches: SharedCache[],
  onError: (error: unknown) => void,
): () => void {
  const tell = (forgetting: Forgetting) => void bus.publish(TOPIC, forgetting).catch(onError);
  for (const cache of caches) cache.tell = tell;
  const stop = bus.subscribe(TOPIC, (payload) => {
    for (const cache of caches) cache.dropStale(payload as Forgetting);
  });
  return () => {
    stop();
    for (const cache of caches) cache.tell = undefined;
  };
}
