import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

describe.each(testBackends())('share state of an asset and map settings on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let viewer: string;
  let outra: string;
  let assetId: number;
  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT;
  };
  const state = (token = owner) =>
    t.command('ConsultarCompartilhamentoAtivo', { ID: String(assetId) }, token);

  beforeAll(async () => {
    t = await startTestApp(backend, {
      config: { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapAttribution: '© Exemplo' },
    });
    owner = await t.login('dono@demo.campo');
    viewer = await t.login('visualizador@demo.campo');
    outra = await t.login('dono@outra.campo');
    const types = ok(await t.command('ListEntities', { ENTITY: 'assetType' }, owner));
    const type = (types.ITEMS as Array<{ id: number }>)[0]!;
    const saved = ok(
      await t.command(
        'SaveEntity',
        { ENTITY: 'asset', DATA: JSON.stringify({ name: 'Compressor do galpão', assetType: type.id }) },
        owner,
      ),
    );
    assetId = saved.ID as number;
  });
  afterAll(() => t?.close());

  it('answers not shared for an asset never shared, and stores nothing', async () => {
    expect(ok(await state())).toMatchObject({
      SHARED: false,
      ENABLED: false,
      HAS_PASSWORD: false,
      TOKEN: null,
      LINK: null,
    });
    const rows = await t.db
      .selectFrom('entity_shares')
      .select('record_id')
      .where('record_id', '=', assetId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('follows what CompartilharAtivo did: link, password, enabled', async () => {
    const shared = ok(
      await t.command('CompartilharAtivo', { ID: String(assetId), PASSWORD: 'segredo123' }, owner),
    );
    const now = ok(await state());
    expect(now).toMatchObject({ SHARED: true, ENABLED: true, HAS_PASSWORD: true, TOKEN: shared.TOKEN });
    expect(now.LINK).toBe(shared.LINK);
    expect(JSON.stringify(now)).not.toContain('segredo123');
    ok(await t.command('CompartilharAtivo', { ID: String(assetId), ENABLED: 'false', PASSWORD: '' }, owner));
    expect(ok(await state())).toMatchObject({ SHARED: true, ENABLED: false, HAS_PASSWORD: false });
  });

  it('lets an ASSET viewer read it, and hides other companies’ assets', async () => {
    expect(ok(await state(viewer))).toMatchObject({ SHARED: true });
    expect((await state(outra)).ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    expect((await state('')).ROOT.ERROR_CODE).toBe('LOGIN_REQUIRED');
  });

  it('delivers the configured map tile URL and attribution to a signed-in user', async () => {
    expect(ok(await t.command('ConsultarConfiguracaoMapa', {}, viewer))).toMatchObject({
      TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      ATTRIBUTION: '© Exemplo',
    });
    expect((await t.command('ConsultarConfiguracaoMapa', {})).ROOT.ERROR_CODE).toBe('LOGIN_REQUIRED');
  });
});
