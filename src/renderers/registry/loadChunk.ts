import { TIMING } from '../../runtime/constants/TIMING';
import { ChunkLoadError } from './ChunkLoadError';

/** sessionStorage key prefix: set when a chunk's failure reloaded the page, so a second failure never loops. */
export const CHUNK_RELOAD_KEY = 'campo.chunkReload.';

export interface LoadChunkOptions {
  /** How long a download may take before it counts as failed (spec 000 section 9: chunk load 120 s). */
  timeoutMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
}

/**
 * Downloads a lazy chunk. A failure or a download slower than TIMING.chunkLoad (usually a deploy replaced
 * the hashed files the page still points at) reloads the page once; if the same chunk fails again after
 * that reload, it rejects with a ChunkLoadError for the boundary to show. A success clears the flag.
 *
 * @example lazy(() => loadChunk('task-list', () => import('../screens/task-list')))
 */
export async function loadChunk<T>(
  name: string,
  load: () => Promise<T>,
  options: LoadChunkOptions = {},
): Promise<T> {
  const storage = options.storage ?? window.sessionStorage;
  const key = CHUNK_RELOAD_KEY + name;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Timed out after ${options.timeoutMs ?? TIMING.chunkLoad} ms`)),
      options.timeoutMs ?? TIMING.chunkLoad,
    );
  });
  try {
    const loaded = await Promise.race([load(), timeout]);
    storage.removeItem(key);
    return loaded;
  } catch (cause) {
    if (storage.getItem(key)) throw new ChunkLoadError(name, cause);
    storage.setItem(key, String(Date.now()));
    (options.reload ?? (() => window.location.reload()))();
    // The page is going away: stay pending so nothing flashes an error before it does.
    return new Promise<T>(() => {});
  } finally {
    clearTimeout(timer);
  }
}
