import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { FileStorage } from './FileStorage';

/** Keys are relative paths of safe segments (`<company_id>/<uuid>`): no dots-only segment, no separators. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * A FileStorage on the local disk under `root` (CAMPO_UPLOAD_DIR). A key that is not made of plain
 * segments, or that would resolve outside the root, is refused with an error before any disk access.
 * Writes go to a temporary name first and are renamed, so a reader never sees half a file.
 *
 * @example const storage = new LocalDiskStorage('./data/uploads'); await storage.put('7/abc', bytes);
 */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const segments = key.split('/');
    if (!segments.every((s) => SEGMENT.test(s) && !/^\.+$/.test(s)))
      throw new Error(`storage key refused: ${JSON.stringify(key)}`);
    const path = resolve(this.root, ...segments);
    const inside = relative(this.root, path);
    if (!inside || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside))
      throw new Error(`storage key escapes the root: ${JSON.stringify(key)}`);
    return path;
  }
}
