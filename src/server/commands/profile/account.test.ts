import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import type { LoggedUser } from '../../../runtime/session/LoggedUser';
import { multipartBody } from '../../testing/multipartBody';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { TINY_PNG } from '../../testing/tinyPng';

describe.each(testBackends())('profile and password recovery on $name', (backend) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    operator = await t.login('operador@demo.campo');
  });
  afterAll(() => t?.close());

  const upload = (token: string, data: Buffer) => {
    const { payload, headers } = multipartBody(
      { COMMAND: 'SaveProfilePhoto', AUTH_TOKEN: token },
      { 'CMD.PHOTO': { filename: 'me.png', data } },
    );
    return t.app
      .inject({ method: 'POST', url: '/api/command', headers, payload })
      .then((r) => r.json<Envelope>());
  };
  const me = async (token: string) =>
    (await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token)).ROOT
      .USUARIO_LOGADO as LoggedUser;

  it('saves the profile name', async () => {
    const answer = await t.command('SaveProfile', { NAME: '  Otávio O. ' }, operator);
    expect(answer.ROOT.RESULT).toBe('1');
    expect(answer.ROOT.MESSAGES.INFORMATIONS).toEqual(['Perfil salvo com sucesso']);
    expect((await me(operator)).name).toBe('Otávio O.');
  });

  it('uploads a photo by multipart and answers it as an image blob, within the company only', async () => {
    expect((await upload(operator, Buffer.from('GIF-but-not-really'))).ROOT.ERROR_CODE).toBe('INVALID_IMAGE');
    const saved = await upload(operator, TINY_PNG);
    expect(saved.ROOT.RESULT).toBe('1');
    const user = await me(operator);
    expect(user.profileImage).toBe(saved.ROOT.PROFILE_IMAGE);

    const photo = await t.app.inject({ method: 'GET', url: `${user.profileImage}&AUTH_TOKEN=${operator}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.rawPayload, TINY_PNG)).toBe(0);

    const other = await t.login('dono@outra.campo');
    const query = `COMMAND=ConsultarFotoPessoa&CMD.ID_PESSOA=${user.personId}&CMD.rand=1`;
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/command?${query}`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(refused.json<Envelope>().ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
  });

  it('changes the password: old one checked, strict rule, confirmation, other sessions revoked', async () => {
    const token = await t.login('supervisor@demo.campo');
    const other = await t.login('supervisor@demo.campo');
    const change = (OLD_PASSWORD: string, NEW_PASSWORD: string, CONFIRMATION = NEW_PASSWORD) =>
      t.command('ChangePassword', { OLD_PASSWORD, NEW_PASSWORD, CONFIRMATION }, token);
    expect((await change('wrong', 'Nova@Senha1')).ROOT.ERROR_CODE).toBe('WRONG_OLD_PASSWORD');
    expect((await change('Campo@2026', 'fraca')).ROOT.ERROR_CODE).toBe('PASSWORD_RULE');
    expect((await change('Campo@2026', 'Nova@Senha1', 'Nova@Senha2')).ROOT.ERROR_CODE).toBe(
      'PASSWORDS_MUST_MATCH',
    );
    expect((await change('Campo@2026', 'Nova@Senha1')).ROOT.RESULT).toBe('1');
    expect((await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token)).ROOT.RESULT).toBe('1');
    expect((await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, other)).ROOT.LOGIN_REQUEST).toBe(
      true,
    );
    await t.login('supervisor@demo.campo', 'Nova@Senha1');
  });

  it('recovers a password with a single-use mailed code, without telling whether an e-mail exists', async () => {
    const unknown = await t.command('RequestPasswordRecovery', { EMAIL: 'ninguem@demo.campo' });
    const known = await t.command('RequestPasswordRecovery', { EMAIL: 'Visualizador@demo.campo' });
    expect(unknown.ROOT).toEqual(known.ROOT);
    expect(known.ROOT.RESULT).toBe('1');

    const mail = await t.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('to_address', '=', 'visualizador@demo.campo')
      .executeTakeFirstOrThrow();
    expect(mail.sent_at).not.toBeNull();
    const code = /#\/recovery\/([A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1] ?? '';
    expect(code).toHaveLength(43);
    const stored = await t.db.selectFrom('password_recoveries').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(code);

    const session = await t.login('visualizador@demo.campo');
    expect((await t.command('CheckRecoveryCode', { CODE: 'nope' })).ROOT.VALID).toBe(false);
    expect((await t.command('CheckRecoveryCode', { CODE: code })).ROOT.VALID).toBe(true);
    const recover = (PASSWORD: string, CONFIRMATION = PASSWORD) =>
      t.command('RecoverPassword', { CODE: code, PASSWORD, CONFIRMATION });
    expect((await recover('curta')).ROOT.ERROR_CODE).toBe('PASSWORD_RULE');
    expect((await recover('Outra@Senha9', 'Outra@Senha8')).ROOT.ERROR_CODE).toBe('PASSWORDS_MUST_MATCH');
    expect((await recover('Outra@Senha9')).ROOT.RESULT).toBe('1');
    expect((await recover('Outra@Senha9')).ROOT.ERROR_CODE).toBe('INVALID_RECOVERY_CODE');
    expect((await t.command('CheckRecoveryCode', { CODE: code })).ROOT.VALID).toBe(false);
    expect(
      (await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, session)).ROOT.LOGIN_REQUEST,
    ).toBe(true);
    await t.login('visualizador@demo.campo', 'Outra@Senha9');
  });

  it('stores salted, irreversible password hashes', async () => {
    const rows = await t.db
      .selectFrom('users')
      .select(['login', 'password_hash'])
      .where('login', 'in', ['admin@demo.campo', 'dono@outra.campo'])
      .execute();
    const [a, b] = rows.map((r) => r.password_hash);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Campo@2026');
  });
});
