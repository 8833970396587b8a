import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../runtime/constants/TIMING';
import { ChunkLoadError } from './ChunkLoadError';
import { CHUNK_RELOAD_KEY, loadChunk } from './loadChunk';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const pending = async (promise: Promise<unknown>) => {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((r) => setTimeout(r, 0));
  return !settled;
};

describe('loadChunk: a failed screen download reloads the page once, then reports', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves the module and clears an earlier reload flag', async () => {
    const storage = memoryStorage();
    storage.setItem(`${CHUNK_RELOAD_KEY}tasks`, '1');
    const reload = vi.fn();
    await expect(loadChunk('tasks', async () => ({ default: 'ok' }), { storage, reload })).resolves.toEqual({
      default: 'ok',
    });
    expect(storage.items.size).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on the first failure (flag set, stays pending) and rejects on the second', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    const first = loadChunk('tasks', failing, { storage, reload });
    expect(await pending(first)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(`${CHUNK_RELOAD_KEY}tasks`)).not.toBeNull();

    // After the reload the same chunk fails again: no second reload, an error for the boundary.
    const second = loadChunk('tasks', failing, { storage, reload });
    await expect(second).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).toHaveBeenCalledTimes(1);

    // Another chunk still gets its own single retry.
    void loadChunk('clients', failing, { storage, reload });
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it(`counts a download slower than TIMING.chunkLoad (${TIMING.chunkLoad} ms) as failed`, async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const reload = vi.fn();
    void loadChunk('tasks', () => new Promise(() => {}), { storage, reload });
    await vi.advanceTimersByTimeAsync(TIMING.chunkLoad - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
