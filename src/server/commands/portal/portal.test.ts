import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { multipartBody } from '../../testing/multipartBody';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { TINY_PNG } from '../../testing/tinyPng';

interface PortalView {
  enabled: boolean;
  link: string | null;
  hasPassword: boolean;
  accentColor: string;
  hasBanner: boolean;
  hasLogo: boolean;
  imageVersion: number;
}

describe.each(testBackends())('client portal on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let viewer: string;
  let outra: string;
  let clientId: number;
  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT;
  };
  const save = (params: Record<string, string>, token = owner, files: Record<string, Buffer> = {}) => {
    const { payload, headers } = multipartBody(
      {
        COMMAND: 'SalvarPortalCliente',
        AUTH_TOKEN: token,
        'CMD.ID': String(clientId),
        ...Object.fromEntries(Object.entries(params).map(([k, v]) => [`CMD.${k}`, v])),
      },
      Object.fromEntries(Object.entries(files).map(([k, data]) => [`CMD.${k}`, { filename: 'x.png', data }])),
    );
    return t.app
      .inject({ method: 'POST', url: '/api/command', headers, payload })
      .then((r) => r.json<Envelope>());
  };
  const open = (params: Record<string, string>) => t.command('ConsultarPortalPublico', params);
  const tokenOf = (portal: PortalView) => decodeURIComponent(portal.link!.split('/client-center/')[1]!);

  beforeAll(async () => {
    t = await startTestApp(backend, { config: { publicRateLimitPerMinute: 1000 } });
    owner = await t.login('dono@demo.campo');
    viewer = await t.login('visualizador@demo.campo');
    outra = await t.login('dono@outra.campo');
    const saved = ok(
      await t.command(
        'SaveEntity',
        {
          ENTITY: 'client',
          DATA: JSON.stringify({
            name: 'Padaria Pão Quente',
            email: 'contato@paoquente.com.br',
            phone: '81999990000',
            extraNames: [{ extraName: 'Joana Extra' }],
            extraEmails: [{ extraEmail: 'joana@paoquente.com.br' }],
          }),
        },
        owner,
      ),
    );
    clientId = saved.ID as number;
  });
  afterAll(() => t?.close());

  it('starts off, then saves colour, options and images, and shows the client on the public link', async () => {
    const before = ok(await t.command('ConsultarPortalCliente', { ID: String(clientId) }, viewer));
    expect(before.CLIENTE).toEqual({ id: clientId, name: 'Padaria Pão Quente' });
    expect(before.PORTAL).toMatchObject({ enabled: false, link: null, hasPassword: false });

    const saved = ok(
      await save({ ACCENT_COLOR: '#aa3300', SHOW_EXTRA_CONTACTS: 'false' }, owner, { BANNER: TINY_PNG }),
    );
    const portal = saved.PORTAL as PortalView;
    expect(portal).toMatchObject({ enabled: true, accentColor: '#aa3300', hasBanner: true, hasLogo: false });
    expect(portal.link).toMatch(/\/#\/client-center\//);
    const page = ok(await open({ TOKEN: tokenOf(portal) })).PORTAL as Record<string, unknown>;
    expect(page).toMatchObject({
      clientName: 'Padaria Pão Quente',
      email: 'contato@paoquente.com.br',
      accentColor: '#aa3300',
      hasBanner: true,
      activities: [],
    });
    // Extra contacts stay hidden until the portal shows them.
    expect(page.extraContacts).toBeUndefined();
    ok(await save({ SHOW_EXTRA_CONTACTS: 'true' }));
    expect(
      (ok(await open({ TOKEN: tokenOf(portal) })).PORTAL as Record<string, unknown>).extraContacts,
    ).toEqual({
      names: ['Joana Extra'],
      phones: [],
      emails: ['joana@paoquente.com.br'],
    });

    const banner = await t.app.inject({
      method: 'POST',
      url: '/api/command',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `COMMAND=ConsultarImagemPortalPublico&CMD.TOKEN=${encodeURIComponent(tokenOf(portal))}&CMD.KIND=banner`,
    });
    expect(banner.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(banner.rawPayload, TINY_PNG)).toBe(0);
  });

  it('asks for the password, refuses a wrong one with the spec message, stores only a hash', async () => {
    const portal = ok(await save({ PASSWORD: 'portal123' })).PORTAL as PortalView;
    expect(portal.hasPassword).toBe(true);
    const stored = await t.db
      .selectFrom('entity_shares')
      .select('password_hash')
      .where('entity', '=', 'clientPortal')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain('portal123');
    const token = tokenOf(portal);
    const asked = ok(await open({ TOKEN: token }));
    expect(asked).toMatchObject({ PASSWORD_REQUIRED: true });
    expect(asked.PORTAL).toBeUndefined();
    const wrong = await open({ TOKEN: token, PASSWORD: 'errada' });
    expect(wrong.ROOT.ERROR_CODE).toBe('SHARE_WRONG_PASSWORD');
    expect(wrong.ROOT.MESSAGES.ERRORS).toEqual(['Senha de acesso incorreta']);
    const image = await t.command('ConsultarImagemPortalPublico', { TOKEN: token, KIND: 'banner' });
    expect(image.ROOT.ERROR_CODE).toBe('SHARE_WRONG_PASSWORD');
    expect(ok(await open({ TOKEN: token, PASSWORD: 'portal123' })).PORTAL).toMatchObject({
      clientName: 'Padaria Pão Quente',
    });
    expect((ok(await save({ PASSWORD: '' })).PORTAL as PortalView).hasPassword).toBe(false);
  });

  it('answers the unavailable message for a disabled portal, a retired link or an unknown token', async () => {
    const token = tokenOf(ok(await save({})).PORTAL as PortalView);
    ok(await save({ ENABLED: 'false' }));
    const off = await open({ TOKEN: token });
    expect(off.ROOT.ERROR_CODE).toBe('PORTAL_UNAVAILABLE');
    expect(off.ROOT.MESSAGES.ERRORS).toEqual([
      'Portal indisponível ou erro nos dados. Confira o link com a empresa que o enviou.',
    ]);
    const renewed = ok(await save({ ENABLED: 'true', REGENERATE_TOKEN: 'true' })).PORTAL as PortalView;
    expect((await open({ TOKEN: token })).ROOT.ERROR_CODE).toBe('PORTAL_UNAVAILABLE');
    ok(await open({ TOKEN: tokenOf(renewed) }));
    expect((await open({ TOKEN: 'x' })).ROOT.ERROR_CODE).toBe('PORTAL_UNAVAILABLE');
  });

  it('applies the photo rule to banner and logo and removes them on request', async () => {
    expect((await save({}, owner, { LOGO: Buffer.from('not an image') })).ROOT.ERROR_CODE).toBe(
      'INVALID_IMAGE',
    );
    // 3 MB each passes the per-file rule; together they pass 5 MB.
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await save({}, owner, { BANNER: big })).ROOT.MESSAGES.ERRORS).toEqual([]);
    expect((await save({}, owner, { BANNER: big, LOGO: big })).ROOT.ERROR_CODE).toBe('FILE_TOO_LARGE');
    const withLogo = ok(await save({}, owner, { LOGO: TINY_PNG })).PORTAL as PortalView;
    expect(withLogo.hasLogo).toBe(true);
    const logo = await t.app.inject({
      method: 'GET',
      url: `/api/command?COMMAND=ConsultarImagemPortalCliente&CMD.ID=${clientId}&CMD.KIND=logo&AUTH_TOKEN=${viewer}`,
    });
    expect(logo.headers['content-type']).toBe('image/png');
    const removed = ok(await save({ REMOVE_LOGO: 'true', REMOVE_BANNER: 'true' })).PORTAL as PortalView;
    expect(removed).toMatchObject({ hasLogo: false, hasBanner: false });
    expect(removed.imageVersion).toBeGreaterThan(withLogo.imageVersion);
  });

  it('lets only CLIENT editors of the client company configure it', async () => {
    expect((await save({ ACCENT_COLOR: '#000000' }, viewer)).ROOT.ERROR_CODE).toBe('NO_PERMISSION_EDIT');
    expect((await save({}, outra)).ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    expect((await t.command('ConsultarPortalCliente', { ID: String(clientId) }, outra)).ROOT.ERROR_CODE).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect(
      (await t.command('ConsultarImagemPortalCliente', { ID: String(clientId), KIND: 'banner' }, outra)).ROOT
        .ERROR_CODE,
    ).toBe('ENTITY_NOT_FOUND');
    expect((await save({ ACCENT_COLOR: 'red' })).ROOT.ERROR_CODE).toBe('INVALID_PARAMETERS');
  });
});
