import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demoPassword';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

// The server's log as main.ts writes it (info level), captured line by line.
describe.each(testBackends())('request log redaction on $name', (backend) => {
  let t: TestApp;
  const lines: string[] = [];
  const log = () => lines.join('');
  const get = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/command?${new URLSearchParams(query).toString()}`, headers });

  beforeAll(async () => {
    t = await startTestApp(backend, {
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(() => t?.close());

  it('logs a POST Login without its password', async () => {
    lines.length = 0;
    const token = await t.login('dono@demo.campo');
    expect(log()).toContain('"url":"/api/command"');
    expect(log()).not.toContain(DEMO_PASSWORD);
    expect(log()).not.toContain(encodeURIComponent(DEMO_PASSWORD));
    expect(log()).not.toContain(token);
  });

  it('masks the password, token and page password of GET commands in the logged URL', async () => {
    const token = await t.login('dono@demo.campo');
    lines.length = 0;
    const login = await get({
      COMMAND: 'Login',
      'CMD.USERNAME': 'dono@demo.campo',
      'CMD.PASSWORD': DEMO_PASSWORD,
    });
    expect(login.json().ROOT.RESULT).toBe('1');
    const user = await get({ COMMAND: 'ConsultarUsuarioLogado', AUTH_TOKEN: token, 'CMD.INTERFACE': 'FLOW' });
    expect(user.json().ROOT.MESSAGES.ERRORS).toEqual([]);
    await get({ COMMAND: 'ConsultarUsuarioLogado', auth_token: token });
    await get({ COMMAND: 'ConsultarUsuarioLogado' }, { authorization: `Bearer ${token}` });
    await get({
      COMMAND: 'ConsultarAtivoPublico',
      'CMD.TOKEN': 'ticket-tok-3141',
      'CMD.PASSWORD': 'page-pw-2718',
    });
    await get({
      COMMAND: 'ConsultarPortalPublico',
      'CMD.TOKEN': 'portal-tok-1618',
      'CMD.PASSWORD': 'portal-pw-1414',
    });
    await get({
      COMMAND: 'ChangePassword',
      AUTH_TOKEN: token,
      'CMD.OLD_PASSWORD': 'old-pw-1732',
      'CMD.NEW_PASSWORD': 'new-pw-2236',
      'CMD.CONFIRMATION': 'new-pw-2236',
    });
    await get({ COMMAND: 'RecoverPassword', 'CMD.CODE': 'recovery-code-577', 'CMD.PASSWORD': 'x' });

    const secrets = [
      DEMO_PASSWORD,
      encodeURIComponent(DEMO_PASSWORD),
      token,
      ...['ticket-tok-3141', 'page-pw-2718', 'portal-tok-1618', 'portal-pw-1414'],
      ...['old-pw-1732', 'new-pw-2236', 'recovery-code-577'],
    ];
    for (const secret of secrets) expect(log(), secret).not.toContain(secret);
    // The lines are there, with what helps reading them: command and user name, masked values.
    expect(log()).toContain(
      '"url":"/api/command?COMMAND=Login&CMD.USERNAME=dono%40demo.campo&CMD.PASSWORD=[REDACTED]"',
    );
    expect(log()).toContain(
      '"url":"/api/command?COMMAND=ConsultarAtivoPublico&CMD.TOKEN=[REDACTED]&CMD.PASSWORD=[REDACTED]"',
    );
    expect(log()).toContain(
      '"url":"/api/command?COMMAND=ConsultarUsuarioLogado&AUTH_TOKEN=[REDACTED]&CMD.INTERFACE=FLOW"',
    );
  });

  it('masks credential fields of objects logged by the server code', () => {
    lines.length = 0;
    t.app.log.warn(
      { fields: { 'CMD.PASSWORD': 'field-pw-99', AUTH_TOKEN: 'field-tok-98' }, PASSWORD: 'top-pw-97' },
      'a command worth a look',
    );
    expect(log()).toContain('a command worth a look');
    for (const secret of ['field-pw-99', 'field-tok-98', 'top-pw-97']) expect(log()).not.toContain(secret);
  });
});
