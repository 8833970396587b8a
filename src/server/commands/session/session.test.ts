import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import type { LoggedUser } from '../../../runtime/session/LoggedUser';
import { sha256Hex } from '../../security/secretTokens';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

const FLOW = { INTERFACE: 'FLOW' };

describe.each(testBackends())('sessions and access on $name', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const who = async (login: string) => {
    const answer = await t.command('ConsultarUsuarioLogado', FLOW, tokens[login]);
    expect(answer.ROOT.RESULT).toBe('1');
    return answer.ROOT as Envelope['ROOT'] & {
      USUARIO_LOGADO: LoggedUser;
      FUNCTIONALITIES: Record<string, string>;
    };
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    // Outra tries releases first (before any login warms the company cache).
    await t.db
      .updateTable('companies')
      .set({ is_canary: true })
      .where('id', '=', (await companyOf('dono@outra.campo')).company_id)
      .execute();
    for (const login of [
      'dono@demo.campo',
      'admin@demo.campo',
      'visualizador@demo.campo',
      'rotativo@demo.campo',
      'admin',
      'dono@outra.campo',
    ])
      tokens[login] = await t.login(login);
  });
  afterAll(() => t?.close());
  const companyOf = (login: string) =>
    t.db.selectFrom('user_logins').select('company_id').where('login', '=', login).executeTakeFirstOrThrow();

  it('answers IS_CANARY from the company (companies.is_canary)', async () => {
    expect((await who('dono@demo.campo')).IS_CANARY).toBe(false);
    expect((await who('dono@outra.campo')).IS_CANARY).toBe(true);
  });

  it('lower-cases and trims the login, and stores only the token hash', async () => {
    const answer = await t.command('Login', { USERNAME: '  Operador@Demo.CAMPO ', PASSWORD: 'Campo@2026' });
    expect(answer.ROOT.RESULT).toBe('1');
    const token = String(answer.ROOT.AUTH_TOKEN);
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(sha256Hex(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('asks for login (LOGIN_REQUEST) without a token, with an unknown one, an expired one and after Logout', async () => {
    const expectLogin = (answer: Envelope) => {
      expect(answer.ROOT).toMatchObject({ RESULT: '0', LOGIN_REQUEST: true, ERROR_CODE: 'LOGIN_REQUIRED' });
      expect(answer.ROOT.MESSAGES.ERRORS[0]).toBe('Sua sessão expirou, faça login novamente');
    };
    expectLogin(await t.command('ConsultarUsuarioLogado', FLOW));
    expectLogin(await t.command('ConsultarUsuarioLogado', FLOW, 'not-a-token'));

    const expiring = await t.login('supervisor@demo.campo');
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', sha256Hex(expiring))
      .execute();
    expectLogin(await t.command('ConsultarUsuarioLogado', FLOW, expiring));

    const revoking = await t.login('supervisor@demo.campo');
    expect((await t.command('ConsultarUsuarioLogado', FLOW, revoking)).ROOT.RESULT).toBe('1');
    expect((await t.command('Logout', {}, revoking)).ROOT.RESULT).toBe('1');
    expectLogin(await t.command('ConsultarUsuarioLogado', FLOW, revoking));
  });

  it('describes the company owner', async () => {
    const root = await who('dono@demo.campo');
    const user = root.USUARIO_LOGADO;
    expect(user).toMatchObject({
      login: 'dono@demo.campo',
      name: 'Dona Demo',
      companyName: 'Demo',
      isCompanyOwner: true,
      isCompanyAdmin: true,
      isAdmin: false,
      isShared: false,
      segmentId: 194,
      segmentType: 'services',
      ownerEmail: 'dono@demo.campo',
      token: tokens['dono@demo.campo'],
      userCustomization: '{}',
    });
    expect(user.companyOwnerId).toBe(user.personId);
    expect(root.ROTATIVO).toBe(false);
    expect(root.IS_CANARY).toBe(false);
    expect(root.CARGO).toEqual(['Administrador']);
    expect(JSON.parse(String(root.CONFIGURACOES_TOUR))).toEqual({
      skip: false,
      started: false,
      position: 35,
      progress: {},
      tours: {},
    });
    expect(root.FUNCTIONALITIES.COMMERCIAL).toBe('DISABLE');
    expect(root.FUNCTIONALITIES.COMPANY_DATA).toBe('EDIT');
    expect(user.permissionGroups.filter((g) => g.associated).map((g) => g.id)).toEqual([158]);
  });

  it('describes a company administrator (158) who is not the owner, and records last_login', async () => {
    const user = (await who('admin@demo.campo')).USUARIO_LOGADO;
    expect(user).toMatchObject({ isCompanyAdmin: true, isCompanyOwner: false, isViewer: false });
    expect(user.companyOwnerId).not.toBe(user.personId);
    const row = await t.db
      .selectFrom('users')
      .select('last_login')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login).not.toBeNull();
  });

  it('describes a viewer (161) with view-only levels', async () => {
    const root = await who('visualizador@demo.campo');
    expect(root.USUARIO_LOGADO).toMatchObject({
      isViewer: true,
      isCompanyAdmin: false,
      isCompanyOwner: false,
    });
    expect(root.CARGO).toEqual(['Visualizador']);
    expect(root.FUNCTIONALITIES).toMatchObject({
      TASK: 'VIEW',
      COMPANY_DATA: 'DISABLE',
      MOBILE_ACCESS: 'DISABLE',
      COMMERCIAL: 'DISABLE',
    });
  });

  it('describes a shared user with ROTATIVO, and refuses it on user commands', async () => {
    const root = await who('rotativo@demo.campo');
    expect(root.ROTATIVO).toBe(true);
    expect(root.USUARIO_LOGADO.isShared).toBe(true);
    const refused = await t.command('SaveProfile', { NAME: 'X' }, tokens['rotativo@demo.campo']);
    expect(refused.ROOT).toMatchObject({
      RESULT: '0',
      ERROR_CODE: 'BLOCK_SHARED_USER',
      LOGIN_REQUEST: false,
    });
  });

  it('describes the platform administrator (id 1), and refuses it on company user commands', async () => {
    const root = await who('admin');
    expect(root.USUARIO_LOGADO).toMatchObject({ id: 1, isAdmin: true, isCompanyAdmin: false });
    const refused = await t.command('SaveProfile', { NAME: 'X' }, tokens.admin);
    expect(refused.ROOT).toMatchObject({ RESULT: '0', ERROR_CODE: 'PERMISSION_DENIED' });
  });

  it('locks a login after 5 consecutive failures, even for the right password; a success resets the count', async () => {
    for (let i = 0; i < 4; i++) await t.command('Login', { USERNAME: 'dono@outra.campo', PASSWORD: 'wrong' });
    await t.login('dono@outra.campo');
    for (let i = 0; i < 4; i++) await t.command('Login', { USERNAME: 'dono@outra.campo', PASSWORD: 'wrong' });
    await t.login('dono@outra.campo');

    for (let i = 0; i < 5; i++) {
      const failed = await t.command('Login', { USERNAME: 'visualizador@demo.campo', PASSWORD: 'wrong' });
      expect(failed.ROOT.ERROR_CODE).toBe('INVALID_CREDENTIALS');
    }
    const locked = await t.command('Login', { USERNAME: 'visualizador@demo.campo', PASSWORD: 'Campo@2026' });
    expect(locked.ROOT.ERROR_CODE).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(locked.ROOT.MESSAGES.ERRORS[0]).toMatch(/aguarde (29|30) segundos/);
  });
});
