import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

const PARALLEL = 30;

describe.each(testBackends())('password lockout under concurrency on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const attemptsOf = (login: string) =>
    t.db.selectFrom('login_attempts').selectAll().where('login', '=', login).executeTakeFirst();

  const expectLockedForLongest = async (login: string) => {
    const row = await attemptsOf(login);
    expect(row?.failures).toBe(PARALLEL);
    // 30 failures: 30 s doubling from the 5th, capped at 15 min.
    const seconds = (new Date(row!.locked_until!).getTime() - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(15 * 60 - 120);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  };

  it(`counts ${PARALLEL} parallel wrong passwords at Login as ${PARALLEL} failures and locks the login`, async () => {
    const login = 'operador@demo.campo';
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.command('Login', { USERNAME: login, PASSWORD: 'wrong' })),
    );
    for (const answer of answers) {
      expect(answer.ROOT.RESULT).not.toBe('1');
      expect(['INVALID_CREDENTIALS', 'TOO_MANY_LOGIN_ATTEMPTS']).toContain(answer.ROOT.ERROR_CODE);
    }
    await expectLockedForLongest(login);
    const right = await t.command('Login', { USERNAME: login, PASSWORD: 'Campo@2026' });
    expect(right.ROOT.ERROR_CODE).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  it(`counts ${PARALLEL} parallel wrong deletion passwords (ExcluirAtividades) against the caller's login`, async () => {
    const login = 'dono@demo.campo';
    const token = await t.login(login);
    const deletedTasks = () =>
      t.db
        .selectFrom('tasks')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('status', '=', 'deleted')
        .executeTakeFirstOrThrow();
    const before = await deletedTasks();
    // The password is checked before the ids: any id will do.
    const params = { IDS: JSON.stringify([1]), FRASE: 'excluir 1 atividade', SENHA: 'wrong' };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.command('ExcluirAtividades', params, token)),
    );
    for (const answer of answers)
      expect(['WRONG_PASSWORD', 'TOO_MANY_LOGIN_ATTEMPTS']).toContain(answer.ROOT.ERROR_CODE);
    await expectLockedForLongest(login);
    const right = await t.command('ExcluirAtividades', { ...params, SENHA: 'Campo@2026' }, token);
    expect(right.ROOT.ERROR_CODE).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(await deletedTasks()).toEqual(before);
  });

  it(`counts ${PARALLEL} parallel wrong old passwords (ChangePassword) against the caller's login`, async () => {
    const login = 'admin@demo.campo';
    const token = await t.login(login);
    const params = { OLD_PASSWORD: 'wrong', NEW_PASSWORD: 'Nova@Senha1', CONFIRMATION: 'Nova@Senha1' };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.command('ChangePassword', params, token)),
    );
    for (const answer of answers)
      expect(['WRONG_OLD_PASSWORD', 'TOO_MANY_LOGIN_ATTEMPTS']).toContain(answer.ROOT.ERROR_CODE);
    await expectLockedForLongest(login);
  });
});
