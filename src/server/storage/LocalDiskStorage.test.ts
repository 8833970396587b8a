import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './LocalDiskStorage';

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'campo-storage-'));
    storage = new LocalDiskStorage(join(root, 'uploads'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores, reads back and deletes bytes under <company>/<uuid>', async () => {
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await storage.put('7/0b8f6c1e-1111-4222-8333-944445555666', bytes);
    expect(await readdir(join(root, 'uploads', '7'))).toEqual(['0b8f6c1e-1111-4222-8333-944445555666']);
    expect(Array.from((await storage.get('7/0b8f6c1e-1111-4222-8333-944445555666'))!)).toEqual([
      1, 2, 3, 250,
    ]);

    await storage.delete('7/0b8f6c1e-1111-4222-8333-944445555666');
    expect(await storage.get('7/0b8f6c1e-1111-4222-8333-944445555666')).toBeNull();
    await expect(storage.delete('7/never-stored')).resolves.toBeUndefined();
  });

  it('answers null for a key never stored', async () => {
    expect(await storage.get('8/missing')).toBeNull();
  });

  it('refuses keys that would leave the root', async () => {
    await writeFile(join(root, 'secret.txt'), 'do not read');
    for (const key of [
      '../secret.txt',
      '7/../../secret.txt',
      '/etc/passwd',
      '7/..',
      '',
      '7//x',
      '7\\..\\x',
      '..',
    ])
      await expect(storage.get(key), key).rejects.toThrow(/storage key/);
    await expect(storage.put('../escape', new Uint8Array([1]))).rejects.toThrow(/storage key/);
    await expect(storage.delete('../secret.txt')).rejects.toThrow(/storage key/);
    expect(await readdir(root)).toContain('secret.txt');
  });
});
