import { describe, expect, it } from 'vitest';
import { bundledMetadataFiles } from './bundledMetadataFiles';
import { buildAppMetadata } from './buildAppMetadata';
import { MetadataError } from './MetadataError';

describe('buildAppMetadata', () => {
  it('accepts the bundled metadata and exposes routes, menus and messages', () => {
    const meta = buildAppMetadata(bundledMetadataFiles());
    expect(meta.routes.find((r) => r.name === 'login')?.path).toBe('/login');
    expect(meta.menus.headers.company.map((i) => i.id)).toEqual([
      'dashboard',
      'forms',
      'tasks',
      'projects',
      'company',
    ]);
    expect(Object.keys(meta.messages)).toContain('pt-BR');
  });

  it('a broken routes file fails naming the file and the JSON path', () => {
    const files = bundledMetadataFiles();
    const routes = structuredClone(files['metadata/routes.json']) as Array<Record<string, unknown>>;
    routes[3] = { ...routes[3], layout: 'sideways', colour: 'red' };
    let error: unknown;
    try {
      buildAppMetadata({ ...files, 'metadata/routes.json': routes });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MetadataError);
    const problems = (error as MetadataError).problems;
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'metadata/routes.json', path: '/3/layout' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'metadata/routes.json',
        path: '/3',
        reason: expect.stringContaining('colour'),
      }),
    );
    expect((error as Error).message).toContain('metadata/routes.json at /3/layout');
  });

  it('every route name is unique and every menu item names an existing route', () => {
    const meta = buildAppMetadata(bundledMetadataFiles());
    const names = meta.routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const items = [...Object.values(meta.menus.headers).flat(), ...meta.menus.user].flatMap((i) => [
      i,
      ...(i.children ?? []),
    ]);
    for (const item of items) if (item.route) expect(names, `menu item ${item.id}`).toContain(item.route);
  });
});
