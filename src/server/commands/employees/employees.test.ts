import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import type { EmployeeView } from './loadEmployees';

const STRONG = 'Campo@2027';

describe.each(testBackends())('employees on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let supervisor: string;
  let viewer: string;
  let outra: string;
  let demoId: number;
  const userId = async (login: string) =>
    (await t.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
  const newEmployee = (email: string, extra: Record<string, string> = {}) => ({
    NAME: 'Nina',
    SURNAME: 'Nova',
    PHONE: '(11) 98888-7777',
    EMAIL: email,
    ROLE_ID: '160',
    PASSWORD: STRONG,
    CONFIRMATION: STRONG,
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestApp(backend, { config: { publicRateLimitPerMinute: 0 } });
    owner = await t.login('dono@demo.campo');
    supervisor = await t.login('supervisor@demo.campo');
    viewer = await t.login('visualizador@demo.campo');
    outra = await t.login('dono@outra.campo');
    demoId = (
      await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t?.close());

  it('lists the company’s employees with role, status and owner flag, and nobody else’s', async () => {
    const answer = await t.command('ListarColaboradores', {}, owner);
    const list = answer.ROOT.COLABORADORES as EmployeeView[];
    expect(list.every((e) => e.email?.endsWith('@demo.campo'))).toBe(true);
    expect(list.find((e) => e.email === 'supervisor@demo.campo')).toMatchObject({
      role: 'Supervisor',
      roleId: 159,
      isActive: true,
      isOwner: false,
    });
    expect(list.find((e) => e.email === 'dono@demo.campo')!.isOwner).toBe(true);
    const theirs = (await t.command('ListarColaboradores', {}, outra)).ROOT.COLABORADORES as EmployeeView[];
    expect(theirs.map((e) => e.email)).toEqual(['dono@outra.campo']);
    const foreign = await t.command(
      'ConsultarColaborador',
      { ID: String(await userId('supervisor@demo.campo')) },
      outra,
    );
    expect(foreign.ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
  });

  it('creates an employee who can then log in with the role given', async () => {
    const answer = await t.command('SalvarColaborador', newEmployee('Nina@Demo.campo'), owner);
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    expect(answer.ROOT.COLABORADOR).toMatchObject({
      name: 'Nina',
      surname: 'Nova',
      phone: '(11) 98888-7777',
      email: 'nina@demo.campo',
      roleId: 160,
      isActive: true,
    });
    const token = await t.login('nina@demo.campo', STRONG);
    const me = await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token);
    expect(me.ROOT.USUARIO_LOGADO).toMatchObject({ isCompanyOperator: true, companyId: demoId });
  });

  it('refuses missing fields, bad phone and e-mail, weak or unequal passwords and a taken login', async () => {
    const code = async (params: Record<string, string>) =>
      (await t.command('SalvarColaborador', params, owner)).ROOT.ERROR_CODE;
    expect(await code(newEmployee('a@demo.campo', { SURNAME: ' ' }))).toBe('FILL_ALL_FIELDS');
    expect(await code(newEmployee('a@demo.campo', { PHONE: '123' }))).toBe('INVALID_PHONE');
    expect(await code(newEmployee('not-an-email'))).toBe('INVALID_EMAIL');
    expect(await code(newEmployee('a@demo.campo', { PASSWORD: 'fraca', CONFIRMATION: 'fraca' }))).toBe(
      'PASSWORD_RULE',
    );
    const unequal = await t.command(
      'SalvarColaborador',
      newEmployee('a@demo.campo', { CONFIRMATION: 'Campo@2028' }),
      owner,
    );
    expect(unequal.ROOT.MESSAGES.ERRORS).toEqual(['As senhas precisam ser iguais']);
    expect(await code(newEmployee('dono@outra.campo'))).toBe('LOGIN_TAKEN');
    expect(await code(newEmployee('a@demo.campo', { ROLE_ID: '999999' }))).toBe('INVALID_OPTION');
  });

  it('keeps the administrator role for company administrators; a viewer cannot save at all', async () => {
    const escalate = await t.command(
      'SalvarColaborador',
      newEmployee('b@demo.campo', { ROLE_ID: '158' }),
      supervisor,
    );
    expect(escalate.ROOT.ERROR_CODE).toBe('PERMISSION_DENIED');
    const editAdmin = await t.command(
      'SalvarColaborador',
      {
        ...newEmployee('admin@demo.campo', { ROLE_ID: '158' }),
        ID: String(await userId('admin@demo.campo')),
        PASSWORD: '',
      },
      supervisor,
    );
    expect(editAdmin.ROOT.ERROR_CODE).toBe('PERMISSION_DENIED');
    const roles = (await t.command('ConsultarGruposPermissoes', {}, supervisor)).ROOT.GRUPOS as Array<{
      id: number;
      assignable: boolean;
    }>;
    expect(roles.find((r) => r.id === 158)!.assignable).toBe(false);
    expect(roles.find((r) => r.id === 160)!.assignable).toBe(true);
    expect((await t.command('SalvarColaborador', newEmployee('c@demo.campo'), viewer)).ROOT.ERROR_CODE).toBe(
      'NO_PERMISSION_EDIT',
    );
  });

  it('edits name, e-mail (the login) and role; a new password ends the employee’s sessions', async () => {
    const id = await userId('nina@demo.campo');
    const before = await t.login('nina@demo.campo', STRONG);
    const answer = await t.command(
      'SalvarColaborador',
      {
        ...newEmployee('nina.nova@demo.campo', { ROLE_ID: '159', NAME: 'Nina Maria' }),
        ID: String(id),
        PASSWORD: 'Campo@2028',
        CONFIRMATION: 'Campo@2028',
      },
      owner,
    );
    expect(answer.ROOT.COLABORADOR).toMatchObject({
      name: 'Nina Maria',
      email: 'nina.nova@demo.campo',
      roleId: 159,
    });
    const stale = await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, before);
    expect(stale.ROOT.LOGIN_REQUEST).toBe(true);
    await expect(t.login('nina@demo.campo', STRONG)).rejects.toThrow();
    const token = await t.login('nina.nova@demo.campo', 'Campo@2028');
    const me = await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token);
    expect(me.ROOT.USUARIO_LOGADO).toMatchObject({ isCompanySupervisor: true });
  });

  it('deactivates (ending sessions) and reactivates, but never oneself or the owner', async () => {
    const id = await userId('nina.nova@demo.campo');
    const token = await t.login('nina.nova@demo.campo', 'Campo@2028');
    const off = await t.command('AlterarStatusColaborador', { ID: String(id), ATIVO: 'false' }, owner);
    expect(off.ROOT.COLABORADOR).toMatchObject({ isActive: false });
    expect((await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token)).ROOT.LOGIN_REQUEST).toBe(
      true,
    );
    await expect(t.login('nina.nova@demo.campo', 'Campo@2028')).rejects.toThrow();
    const on = await t.command('AlterarStatusColaborador', { ID: String(id), ATIVO: 'true' }, owner);
    expect(on.ROOT.COLABORADOR).toMatchObject({ isActive: true });
    const self = await t.command(
      'AlterarStatusColaborador',
      { ID: String(await userId('supervisor@demo.campo')), ATIVO: 'false' },
      supervisor,
    );
    expect(self.ROOT.MESSAGES.ERRORS).toEqual(['Você não pode desativar o seu próprio usuário']);
    const ownerOff = await t.command(
      'AlterarStatusColaborador',
      { ID: String(await userId('dono@demo.campo')), ATIVO: 'false' },
      owner,
    );
    expect(ownerOff.ROOT.ERROR_CODE).toBe('EMPLOYEE_CANNOT_DEACTIVATE_SELF');
    const ownerBySomeone = await t.command(
      'AlterarStatusColaborador',
      { ID: String(await userId('dono@demo.campo')), ATIVO: 'false' },
      await t.login('admin@demo.campo'),
    );
    expect(ownerBySomeone.ROOT.ERROR_CODE).toBe('EMPLOYEE_CANNOT_DEACTIVATE_OWNER');
  });

  it('enforces the licences (paid + free) on create and reactivation', async () => {
    const used = Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('company_id', '=', demoId)
          .where('active', '=', true)
          .where('is_shared', '=', false)
          .executeTakeFirstOrThrow()
      ).n,
    );
    await t.db
      .updateTable('companies')
      .set({ paid_licenses: used, free_licenses: 0 })
      .where('id', '=', demoId)
      .execute();
    try {
      const full = await t.command('SalvarColaborador', newEmployee('full@demo.campo'), owner);
      expect(full.ROOT).toMatchObject({ ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT_KEY: 'licenses' });
      expect(full.ROOT.LIMIT).toMatchObject({ limit: used, limitUsed: used, limitExceeded: true });
      expect(full.ROOT.MESSAGES.ERRORS).toEqual([
        'Você atingiu o limite do seu plano para esta funcionalidade',
      ]);
      const id = await userId('nina.nova@demo.campo');
      await t.command('AlterarStatusColaborador', { ID: String(id), ATIVO: 'false' }, owner);
      await t.command('SalvarColaborador', newEmployee('full@demo.campo'), owner);
      const back = await t.command('AlterarStatusColaborador', { ID: String(id), ATIVO: 'true' }, owner);
      expect(back.ROOT.ERROR_CODE).toBe('PLAN_LIMIT_REACHED');
    } finally {
      await t.db
        .updateTable('companies')
        .set({ paid_licenses: 10, free_licenses: 2 })
        .where('id', '=', demoId)
        .execute();
    }
  });
});
