import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

// With no access cache every access read goes to the database: LABELS must not read it inside the open
// transaction (PGlite has one connection, so that would wait for ever).
describe.each(testBackends())('list LABELS with the access cache off on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
  });
  afterAll(() => t?.close());

  it('names the clients, libraries and employees a page points at', async () => {
    const owner = await t.login('dono@demo.campo');
    const units = await t.command('ListEntities', { ENTITY: 'unit', PAGE_SIZE: '5' }, owner);
    expect(units.ROOT.MESSAGES.ERRORS).toEqual([]);
    expect(Object.keys(units.ROOT.LABELS as object)).toContain('client');
    const library = await t.command('SalvarBiblioteca', { NAME: 'Manuais' }, owner);
    const libraryId = (library.ROOT.BIBLIOTECA as { id: number }).id;
    const types = (await t.command('ListEntities', { ENTITY: 'assetType', PAGE_SIZE: '1' }, owner)).ROOT
      .ITEMS as Array<{ id: number }>;
    const saved = await t.command(
      'SaveEntity',
      {
        ENTITY: 'asset',
        DATA: JSON.stringify({ name: 'Bomba 9', assetType: types[0]!.id, library: libraryId }),
      },
      owner,
    );
    expect(saved.ROOT.MESSAGES.ERRORS).toEqual([]);
    const assets = await t.command('ListEntities', { ENTITY: 'asset', SEARCH: 'bomba 9' }, owner);
    expect(assets.ROOT.LABELS).toMatchObject({ library: { [String(libraryId)]: 'Manuais' } });
  });
});
