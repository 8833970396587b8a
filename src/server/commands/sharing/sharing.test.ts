import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

describe.each(testBackends())('public asset ticket on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let viewer: string;
  let outra: string;
  let assetId: number;
  let typeName: string;
  let unitTitle: string;
  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT;
  };
  const share = (params: Record<string, string>, token = owner) =>
    t.command('CompartilharAtivo', { ID: String(assetId), ...params }, token);
  const open = (params: Record<string, string>) => t.command('ConsultarAtivoPublico', params);
  const unavailable = (answer: Envelope) => {
    expect(answer.ROOT.ERROR_CODE).toBe('SHARE_UNAVAILABLE');
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([
      'Compartilhamento desse descrição está indisponível, tente novamente mais tarde!',
    ]);
  };

  beforeAll(async () => {
    t = await startTestApp(backend, { config: { publicRateLimitPerMinute: 1000 } });
    owner = await t.login('dono@demo.campo');
    viewer = await t.login('visualizador@demo.campo');
    outra = await t.login('dono@outra.campo');
    const types = ok(await t.command('ListEntities', { ENTITY: 'assetType' }, owner));
    const type = (types.ITEMS as Array<{ id: number; name: string }>)[0]!;
    typeName = type.name;
    const units = ok(await t.command('ListEntities', { ENTITY: 'unit' }, owner));
    const unit = (units.ITEMS as Array<{ id: number; title: string }>)[0]!;
    unitTitle = unit.title;
    const saved = ok(
      await t.command(
        'SaveEntity',
        {
          ENTITY: 'asset',
          DATA: JSON.stringify({
            name: 'Gerador do bloco B',
            assetType: type.id,
            unit: unit.id,
            attributes: [{ attributeName: 'Potência', value: '150 kVA' }],
            shareShowProperties: true,
          }),
        },
        owner,
      ),
    );
    assetId = saved.ID as number;
  });
  afterAll(() => t?.close());

  it('shares an asset by a link and shows its name, type and properties without login', async () => {
    const shared = ok(await share({}));
    expect(shared).toMatchObject({ ENABLED: true, HAS_PASSWORD: false });
    expect(String(shared.LINK)).toMatch(/\/#\/ticket\?token=/);
    const page = ok(await open({ TOKEN: String(shared.TOKEN) }));
    expect(page.ATIVO).toEqual({
      name: 'Gerador do bloco B',
      type: typeName,
      unit: unitTitle,
      properties: [{ name: 'Potência', value: '150 kVA' }],
    });
  });

  it('asks for the password, refuses a wrong one, stores it hashed', async () => {
    const token = String(ok(await share({ PASSWORD: 'segredo123' })).TOKEN);
    const stored = await t.db.selectFrom('entity_shares').select('password_hash').executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain('segredo123');
    const asked = ok(await open({ TOKEN: token }));
    expect(asked).toMatchObject({ PASSWORD_REQUIRED: true });
    expect(asked.ATIVO).toBeUndefined();
    const wrong = await open({ TOKEN: token, PASSWORD: 'errada' });
    expect(wrong.ROOT.ERROR_CODE).toBe('SHARE_WRONG_PASSWORD');
    expect(wrong.ROOT.MESSAGES.ERRORS).toEqual(['Senha de acesso incorreta']);
    expect(ok(await open({ TOKEN: token, PASSWORD: 'segredo123' })).ATIVO).toMatchObject({
      name: 'Gerador do bloco B',
    });
    expect(ok(await share({ PASSWORD: '' })).HAS_PASSWORD).toBe(false);
  });

  it('hides the properties when sharing does not show them', async () => {
    const token = String(ok(await share({})).TOKEN);
    const current = ok(await t.command('GetEntity', { ENTITY: 'asset', ID: String(assetId) }, owner));
    const {
      id: _id,
      version,
      createdAt: _c,
      updatedAt: _u,
      ...data
    } = current.ITEM as Record<string, unknown>;
    ok(
      await t.command(
        'SaveEntity',
        {
          ENTITY: 'asset',
          ID: String(assetId),
          VERSION: String(version),
          DATA: JSON.stringify({ ...data, shareShowProperties: false }),
        },
        owner,
      ),
    );
    expect(ok(await open({ TOKEN: token })).ATIVO).toEqual({
      name: 'Gerador do bloco B',
      type: typeName,
      unit: unitTitle,
    });
  });

  it('answers the unavailable message for a disabled share, an old link or an unknown token', async () => {
    const token = String(ok(await share({})).TOKEN);
    ok(await share({ ENABLED: 'false' }));
    unavailable(await open({ TOKEN: token }));
    const renewed = ok(await share({ ENABLED: 'true', REGENERATE_TOKEN: 'true' }));
    expect(renewed.TOKEN).not.toBe(token);
    unavailable(await open({ TOKEN: token }));
    ok(await open({ TOKEN: String(renewed.TOKEN) }));
    unavailable(await open({ TOKEN: 'nada' }));
    unavailable(await open({ TOKEN: `${token.split('-')[0]}-inexistente` }));
  });

  it('lets only ASSET editors of the asset company share it', async () => {
    expect((await share({}, viewer)).ROOT.RESULT).toBe('0');
    expect((await share({}, outra)).ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
  });
});

describe('public page rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testBackends()[0]!, { config: { publicRateLimitPerMinute: 3 } });
  });
  afterAll(() => t?.close());

  it('limits public page calls per client address more strictly than the endpoint', async () => {
    const call = (remoteAddress: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/command',
          remoteAddress,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'COMMAND=ConsultarAtivoPublico&CMD.TOKEN=1-x',
        })
        .then((r) => r.json<Envelope>());
    for (let i = 0; i < 3; i++) expect((await call('10.0.0.7')).ROOT.ERROR_CODE).toBe('SHARE_UNAVAILABLE');
    expect((await call('10.0.0.7')).ROOT.ERROR_CODE).toBe('RATE_LIMITED');
    expect((await call('10.0.0.8')).ROOT.ERROR_CODE).toBe('SHARE_UNAVAILABLE');
    // Other public commands keep the endpoint's own limit.
    expect(
      (await t.command('Login', { USERNAME: 'dono@demo.campo', PASSWORD: 'x' })).ROOT.ERROR_CODE,
    ).not.toBe('RATE_LIMITED');
  });
});
