import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

const STRONG = 'Campo@2027';

interface InviteRow {
  id: number;
  email: string;
  roleId: number;
  role: string;
  status: 'active' | 'expired';
  remainingDays: number;
  remainingHours: number;
}

describe.each(testBackends())('employee invites on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let outra: string;
  let demoId: number;
  /** The token of the last invite link mailed to `email`, read from the outbox. */
  const tokenMailedTo = async (email: string) => {
    const mail = await t.db
      .selectFrom('outbox_emails')
      .select('body_text')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return decodeURIComponent(/#\/register\/(\S+)/.exec(mail.body_text)![1]!);
  };
  const invites = async (token = owner) =>
    (await t.command('ListarConvites', {}, token)).ROOT.CONVITES as InviteRow[];
  const send = (list: unknown[], token = owner) =>
    t.command('EnviarConvites', { CONVITES: JSON.stringify(list) }, token);
  const accept = (token: string, extra: Record<string, string> = {}) =>
    t.command('AceitarConvite', {
      TOKEN: token,
      NAME: 'Iara',
      SURNAME: 'Convidada',
      PHONE: '11 97777-6666',
      PASSWORD: STRONG,
      CONFIRMATION: STRONG,
      ...extra,
    });

  beforeAll(async () => {
    t = await startTestApp(backend, { config: { publicRateLimitPerMinute: 0 } });
    owner = await t.login('dono@demo.campo');
    outra = await t.login('dono@outra.campo');
    demoId = (
      await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t?.close());

  it('validates the whole list: fields, role, e-mail format, duplicates and existing users', async () => {
    const code = async (list: unknown[]) => (await send(list)).ROOT;
    expect((await code([{ email: ' ', roleId: 160, days: 7 }])).ERROR_CODE).toBe('FILL_ALL_FIELDS');
    expect((await code([{ email: 'x@y.campo', roleId: null, days: 7 }])).ERROR_CODE).toBe(
      'INVITE_ROLE_REQUIRED',
    );
    expect((await code([{ email: 'x@', roleId: 160, days: 7 }])).ERROR_CODE).toBe('INVALID_EMAIL');
    const twice = await code([
      { email: 'x@y.campo', roleId: 160, days: 7 },
      { email: 'X@y.campo', roleId: 159, days: 3 },
    ]);
    expect(twice.MESSAGES.ERRORS).toEqual(['E-mail repetido na lista de convites: x@y.campo']);
    const user = await code([{ email: 'operador@demo.campo', roleId: 160, days: 7 }]);
    expect(user.ERROR_CODE).toBe('INVITE_ALREADY_USER');
    expect((await code([{ email: 'x@y.campo', roleId: 424242, days: 7 }])).ERROR_CODE).toBe('INVALID_OPTION');
    expect((await code([{ email: 'x@y.campo', roleId: 160, days: 0 }])).ERROR_CODE).toBe(
      'INVALID_PARAMETERS',
    );
    expect(await invites()).toEqual([]);
  });

  it('sends several invites, mails each link and lists them active with a countdown', async () => {
    const answer = await send([
      { email: 'iara@fora.campo', roleId: 160, days: 2 },
      { email: 'joao@fora.campo', roleId: 159, days: 7 },
    ]);
    expect(answer.ROOT.MESSAGES.INFORMATIONS).toEqual(['2 convites enviados com sucesso']);
    const mail = await t.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('to_address', '=', 'iara@fora.campo')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Convite para participar da empresa Demo no Campo');
    expect(mail.body_text).toContain('/#/register/');
    const list = await invites();
    expect(list.map((i) => i.email).sort()).toEqual(['iara@fora.campo', 'joao@fora.campo']);
    expect(list.find((i) => i.email === 'iara@fora.campo')).toMatchObject({
      status: 'active',
      role: 'Operador',
      remainingDays: 1,
      remainingHours: 23,
    });
    const stored = await t.db.selectFrom('employee_invites').select('token_hash').execute();
    const token = await tokenMailedTo('iara@fora.campo');
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
    expect(await invites(outra)).toEqual([]);
  });

  it('shows the invite behind a link; bad links say the token is not valid', async () => {
    const token = await tokenMailedTo('iara@fora.campo');
    const shown = await t.command('ConsultarConvite', { TOKEN: token });
    expect(shown.ROOT.CONVITE).toMatchObject({ email: 'iara@fora.campo', company: 'Demo', role: 'Operador' });
    for (const bad of [
      'nada',
      `${demoId}-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      token.replace(/^\d+/, '999'),
    ]) {
      const answer = await t.command('ConsultarConvite', { TOKEN: bad });
      expect(answer.ROOT.MESSAGES.ERRORS).toEqual(['Você não tem um token válido']);
    }
  });

  it('resending gives a new link and expiry; the old link stops working', async () => {
    const old = await tokenMailedTo('joao@fora.campo');
    const id = (await invites()).find((i) => i.email === 'joao@fora.campo')!.id;
    const answer = await t.command('ReenviarConvite', { ID: String(id), DIAS: '10' }, owner);
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    const fresh = await tokenMailedTo('joao@fora.campo');
    expect(fresh).not.toBe(old);
    expect((await t.command('ConsultarConvite', { TOKEN: old })).ROOT.ERROR_CODE).toBe(
      'INVITE_INVALID_TOKEN',
    );
    expect((await t.command('ConsultarConvite', { TOKEN: fresh })).ROOT.RESULT).toBe('1');
    expect((await invites()).find((i) => i.id === id)!.remainingDays).toBe(9);
    expect((await t.command('ReenviarConvite', { ID: String(id) }, outra)).ROOT.ERROR_CODE).toBe(
      'ENTITY_NOT_FOUND',
    );
  });

  it('an expired invite is listed as expired and its link refused, until resent', async () => {
    const id = (await invites()).find((i) => i.email === 'joao@fora.campo')!.id;
    const token = await tokenMailedTo('joao@fora.campo');
    await t.db
      .updateTable('employee_invites')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    expect((await invites()).find((i) => i.id === id)).toMatchObject({
      status: 'expired',
      remainingDays: 0,
      remainingHours: 0,
    });
    expect((await accept(token)).ROOT.MESSAGES.ERRORS).toEqual(['Você não tem um token válido']);
    await t.command('ReenviarConvite', { ID: String(id) }, owner);
    expect((await invites()).find((i) => i.id === id)).toMatchObject({ status: 'active', remainingDays: 6 });
  });

  it('deleting an invite removes it and its link; only the company’s own', async () => {
    const id = (await invites()).find((i) => i.email === 'joao@fora.campo')!.id;
    const token = await tokenMailedTo('joao@fora.campo');
    expect((await t.command('ExcluirConvite', { ID: String(id) }, outra)).ROOT.ERROR_CODE).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect((await t.command('ExcluirConvite', { ID: String(id) }, owner)).ROOT.RESULT).toBe('1');
    expect((await invites()).some((i) => i.id === id)).toBe(false);
    expect((await t.command('ConsultarConvite', { TOKEN: token })).ROOT.ERROR_CODE).toBe(
      'INVITE_INVALID_TOKEN',
    );
  });

  it('accepting checks the fields, creates the user with the invited role, logs in and spends the link', async () => {
    const token = await tokenMailedTo('iara@fora.campo');
    expect((await accept(token, { PHONE: '12' })).ROOT.ERROR_CODE).toBe('INVALID_PHONE');
    expect((await accept(token, { CONFIRMATION: 'Campo@2099' })).ROOT.MESSAGES.ERRORS).toEqual([
      'As senhas precisam ser iguais',
    ]);
    const answer = await accept(token);
    expect(answer.ROOT.RESULT).toBe('1');
    const me = await t.command(
      'ConsultarUsuarioLogado',
      { INTERFACE: 'FLOW' },
      String(answer.ROOT.AUTH_TOKEN),
    );
    expect(me.ROOT.USUARIO_LOGADO).toMatchObject({
      email: 'iara@fora.campo',
      companyId: demoId,
      isCompanyOperator: true,
    });
    const person = await t.db
      .selectFrom('persons')
      .select(['name', 'surname', 'phone'])
      .where('email', '=', 'iara@fora.campo')
      .executeTakeFirstOrThrow();
    expect(person).toEqual({ name: 'Iara', surname: 'Convidada', phone: '11 97777-6666' });
    expect((await accept(token)).ROOT.ERROR_CODE).toBe('INVITE_INVALID_TOKEN');
    expect((await invites()).some((i) => i.email === 'iara@fora.campo')).toBe(false);
    await t.login('iara@fora.campo', STRONG);
  });

  it('accepting is refused when every licence is in use', async () => {
    await send([{ email: 'cheio@fora.campo', roleId: 161, days: 1 }]);
    const token = await tokenMailedTo('cheio@fora.campo');
    const used = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', demoId)
      .where('active', '=', true)
      .where('is_shared', '=', false)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('companies')
      .set({ paid_licenses: Number(used.n), free_licenses: 0 })
      .where('id', '=', demoId)
      .execute();
    try {
      const answer = await accept(token);
      expect(answer.ROOT).toMatchObject({ ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT_KEY: 'licenses' });
      expect(
        await t.db
          .selectFrom('user_logins')
          .select('login')
          .where('login', '=', 'cheio@fora.campo')
          .executeTakeFirst(),
      ).toBeUndefined();
      expect((await t.command('ConsultarConvite', { TOKEN: token })).ROOT.RESULT).toBe('1');
    } finally {
      await t.db
        .updateTable('companies')
        .set({ paid_licenses: 10, free_licenses: 2 })
        .where('id', '=', demoId)
        .execute();
    }
  });
});
