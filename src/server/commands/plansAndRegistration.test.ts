import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/protocol/envelope';
import type { Plan } from '../../runtime/plans/planFromBackend';
import type { LoggedUser } from '../../runtime/session/LoggedUser';
import { DEMO_PASSWORD } from '../demo/demoPassword';
import { hashPassword } from '../security/passwordHash';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

type Root = Envelope['ROOT'];
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const day = (offset: number) => dayjs().add(offset, 'day').format('DD/MM/YYYY');

const REGISTRATION = {
  NAME: 'Rita Registro',
  COMPANY_NAME: 'Nova Campo Ltda',
  CNPJ: '11.222.333/0001-81',
  PHONE: '(11) 98888-7777',
  EMAIL: 'Rita@Nova.Campo',
  EMPLOYEES: '10-19',
  PASSWORD: 'Nova@2026x',
  CONFIRMATION: 'Nova@2026x',
  TERMS: 'true',
};

describe.each(testBackends())('plans, limits and registration on $name', (backend) => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  let demoId = 0;
  let outraId = 0;

  const ok = async (name: string, params: Record<string, string>, token?: string): Promise<Root> => {
    const answer = await t.command(name, params, token);
    expect(answer.ROOT.MESSAGES.ERRORS, name).toEqual([]);
    return answer.ROOT;
  };
  const me = async (token: string) =>
    (await ok('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token)) as Root & {
      USUARIO_LOGADO: LoggedUser;
      PLAN: Plan | null;
      ONBOARDING_COMPLETED: boolean;
    };
  const setPlan = (companyId: number, data: Record<string, unknown>) =>
    ok('AdminUpdateCompanyPlan', { COMPANY_ID: String(companyId), DATA: JSON.stringify(data) }, tok.platform);

  beforeAll(async () => {
    t = await startTestApp(backend);
    for (const [key, login] of Object.entries({
      owner: 'dono@demo.campo',
      supervisor: 'supervisor@demo.campo',
      platform: 'admin',
      outra: 'dono@outra.campo',
    }))
      tok[key] = await t.login(login);
    demoId = (await me(tok.owner!)).USUARIO_LOGADO.companyId;
    outraId = (await me(tok.outra!)).USUARIO_LOGADO.companyId;
  });
  afterAll(() => t?.close());

  it('GetCompanyPlanFromBackend answers the backend fields (dd/MM/yyyy), the computed plan and DAYS_TO_CANCEL', async () => {
    const demo = await ok('GetCompanyPlanFromBackend', {}, tok.supervisor);
    expect(demo).toMatchObject({
      PLAN_ID: demoId,
      PLAN_NAME: 'BUSINESS',
      USED_LICENSES: 5,
      LICENSES: 10,
      FREE_LICENSES: 2,
      ACTIVE: true,
      END_TRIAL_DATE: null,
      MISSING_INVOICE_DATA: false,
      IS_TRIAL: false,
      CURRENT_SERVER_DATE: day(0),
      DAYS_TO_CANCEL: 10,
    });
    expect(demo.END_DATE).toMatch(DATE);
    expect(demo.PLAN).toMatchObject({
      name: 'BUSINESS',
      status: 'active',
      blocked: false,
      trial: false,
      paidLicenses: 10,
    });

    const outra = await ok('GetCompanyPlanFromBackend', {}, tok.outra);
    expect(outra).toMatchObject({ PLAN_NAME: 'TRIAL', IS_TRIAL: true, ACTIVE: true, USED_LICENSES: 1 });
    expect(outra.END_TRIAL_DATE).toMatch(DATE);
    expect((await me(tok.outra!)).PLAN).toMatchObject({ name: 'TRIAL', trial: true, blocked: false });
    expect((await me(tok.platform!)).PLAN).toBeNull();
    expect((await t.command('GetCompanyPlanFromBackend', {}, tok.platform)).ROOT.ERROR_CODE).toBe(
      'PERMISSION_DENIED',
    );
  });

  it('blocks non-owners of an unpaid plan past the days to cancel; the owner and session commands still work', async () => {
    await setPlan(demoId, { active: false, endDate: day(-10) });
    expect((await ok('SaveProfile', { NAME: 'Sérgio Supervisor' }, tok.supervisor)).RESULT).toBe('1');
    expect((await me(tok.supervisor!)).PLAN).toMatchObject({ paymentOverdueDays: 10, blocked: false });

    await setPlan(demoId, { endDate: day(-11) });
    const refused = await t.command('SaveProfile', { NAME: 'X' }, tok.supervisor);
    expect(refused.ROOT).toMatchObject({ RESULT: '0', ERROR_CODE: 'PLAN_BLOCKED', LOGIN_REQUEST: false });
    expect(refused.ROOT.MESSAGES.ERRORS[0]).toBe('Sua conta está bloqueada, avise o responsável');
    const admin = await t.login('admin@demo.campo');
    expect((await t.command('ConsultarGruposUsuario', {}, admin)).ROOT.ERROR_CODE).toBe('PLAN_BLOCKED');
    expect((await me(tok.supervisor!)).PLAN).toMatchObject({
      blocked: true,
      status: 'blocked',
      paymentOverdueDays: 11,
    });
    expect((await ok('GetCompanyPlanFromBackend', {}, tok.supervisor)).PLAN).toMatchObject({ blocked: true });
    await ok('SaveProfile', { NAME: 'Dona Demo' }, tok.owner);
    await ok('ConsultarGruposUsuario', {}, tok.owner);
    const listed = (await ok('ConsultarTodasEmpresasUsuarias', { SEARCH: 'dem' }, tok.platform)).EMPRESAS;
    expect(listed).toEqual([
      { id: demoId, name: 'Demo', planName: 'BUSINESS', active: false, trial: false, blocked: true },
    ]);

    await setPlan(demoId, { active: true, endDate: day(365) });
    await ok('SaveProfile', { NAME: 'Sérgio Supervisor' }, tok.supervisor);
  });

  it('refuses non-owners once the trial has ended (TRIAL_EXPIRED)', async () => {
    const person = await t.db
      .insertInto('persons')
      .values({ company_id: outraId, name: 'Otto Outra', email: 'otto@outra.campo' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await t.db
      .insertInto('users')
      .values({
        company_id: outraId,
        person_id: person.id,
        login: 'otto@outra.campo',
        password_hash: await hashPassword(DEMO_PASSWORD),
        customization: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_logins')
      .values({ login: 'otto@outra.campo', company_id: outraId, user_id: user.id })
      .execute();
    await t.db
      .insertInto('user_groups')
      .values({ company_id: outraId, user_id: user.id, group_id: 159 })
      .execute();
    const otto = await t.login('otto@outra.campo');
    await ok('SaveProfile', { NAME: 'Otto' }, otto);

    await setPlan(outraId, { trialEndDate: day(-1) });
    expect((await t.command('SaveProfile', { NAME: 'Otto' }, otto)).ROOT.ERROR_CODE).toBe('TRIAL_EXPIRED');
    expect((await me(otto)).PLAN).toMatchObject({ trial: true, blocked: true, trialEndDate: day(-1) });
    await ok('SaveProfile', { NAME: 'Olga Outra' }, tok.outra);

    await setPlan(outraId, { trialEndDate: day(0) });
    await ok('SaveProfile', { NAME: 'Otto' }, otto);
  });

  it('CheckIfHasLimit answers HAS_LIMIT and the limit state for the caller company', async () => {
    const roles = await ok(
      'CheckIfHasLimit',
      { COMPANY_ID: String(demoId), ENTITY_TYPE: 'ROLES' },
      tok.owner,
    );
    expect(roles).toMatchObject({
      HAS_LIMIT: true,
      LIMIT: { allowed: true, hasLimit: true, limit: 10, limitUsed: 0, limitExceeded: false },
    });
    const signature = await ok(
      'CheckIfHasLimit',
      { COMPANY_ID: String(outraId), ENTITY_TYPE: 'ECPF_SIGNATURE' },
      tok.outra,
    );
    expect(signature).toMatchObject({ HAS_LIMIT: false, LIMIT: { allowed: false, limit: 0 } });
    const gps = await ok('CheckIfHasLimit', { ENTITY_TYPE: 'GPS_LOCATION' }, tok.outra);
    expect(gps).toMatchObject({ HAS_LIMIT: true, LIMIT: { hasLimit: false, limit: null } });
    expect((await t.command('CheckIfHasLimit', { ENTITY_TYPE: 'NOPE' }, tok.owner)).ROOT.ERROR_CODE).toBe(
      'INVALID_PARAMETERS',
    );
  });

  it('saves the tour settings', async () => {
    await ok(
      'SaveUserTourSettings',
      { TOUR_SETTINGS: JSON.stringify({ started: true, progress: { first: true } }) },
      tok.owner,
    );
    expect(JSON.parse(String((await me(tok.owner!)).CONFIGURACOES_TOUR))).toEqual({
      skip: false,
      started: true,
      position: 35,
      progress: { first: true },
      tours: {},
    });
  });

  it('lists the company-size options', async () => {
    const options = (await ok('ConsultarOpcoesQuantidadeColaboradores', {})).OPCOES as Array<{
      key: string;
      label: string;
    }>;
    expect(options.map((o) => o.key)).toEqual(['1-4', '5-9', '10-19', '20-49', '50-99', '100-199', '500+']);
    expect(options[0]!.label).toBe('1 a 4');
    expect(options[6]!.label).toBe('500 ou mais');
  });

  it('validates every registration field', async () => {
    const cases: Array<[Record<string, string>, string, string?]> = [
      [{ CNPJ: '11.222.333/0001-80' }, 'INVALID_CNPJ', 'CNPJ inválido'],
      [{ PHONE: '1234' }, 'INVALID_PHONE', 'Telefone inválido'],
      [{ EMAIL: 'rita@nova' }, 'INVALID_EMAIL', 'E-mail inválido'],
      [{ PASSWORD: 'fraca123', CONFIRMATION: 'fraca123' }, 'PASSWORD_RULE'],
      [{ CONFIRMATION: 'Nova@2026y' }, 'PASSWORDS_MUST_MATCH', 'As senhas precisam ser iguais'],
      [{ TERMS: 'false' }, 'TERMS_NOT_ACCEPTED'],
      [{ COMPANY_NAME: 'dEMO' }, 'COMPANY_NAME_TAKEN', 'O nome desta empresa já está cadastrado'],
      [{ EMAIL: 'dono@demo.campo' }, 'LOGIN_TAKEN'],
      [{ EMPLOYEES: '3' }, 'INVALID_PARAMETERS'],
    ];
    for (const [change, code, message] of cases) {
      const answer = await t.command('RegisterCompany', { ...REGISTRATION, ...change });
      expect(answer.ROOT.ERROR_CODE, JSON.stringify(change)).toBe(code);
      if (message) expect(answer.ROOT.MESSAGES.ERRORS[0]).toBe(message);
    }
    const { TERMS: _terms, ...withoutTerms } = REGISTRATION;
    expect((await t.command('RegisterCompany', withoutTerms)).ROOT.ERROR_CODE).toBe('TERMS_NOT_ACCEPTED');
    expect(
      await t.db.selectFrom('companies').select('id').where('name', '=', REGISTRATION.COMPANY_NAME).execute(),
    ).toEqual([]);
  });

  it('registers a trial company with the person as owner in 158, not onboarded, and records SIGN_UP', async () => {
    const answer = await ok('RegisterCompany', REGISTRATION);
    expect(answer.LOCALE).toBe('pt-BR');
    const token = String(answer.AUTH_TOKEN);
    const root = await me(token);
    expect(root.USUARIO_LOGADO).toMatchObject({
      login: 'rita@nova.campo',
      name: 'Rita Registro',
      companyName: 'Nova Campo Ltda',
      isCompanyOwner: true,
      isCompanyAdmin: true,
      amountOfColaborators: '10-19',
    });
    expect(root.ONBOARDING_COMPLETED).toBe(false);
    expect(root.PLAN).toMatchObject({ name: 'TRIAL', trial: true, blocked: false, trialEndDate: day(3) });
    const companyId = root.USUARIO_LOGADO.companyId;
    const company = await t.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      cnpj: '11222333000181',
      phone: '(11) 98888-7777',
      trial: true,
      plan_name: 'TRIAL',
    });
    const signUp = await t.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute();
    expect(signUp.map((d) => [d.event_type, d.status])).toEqual([['SIGN_UP', 'skipped']]);

    await ok('CompleteOnboarding', {}, token);
    expect((await me(token)).ONBOARDING_COMPLETED).toBe(true);
    expect((await me(tok.owner!)).ONBOARDING_COMPLETED).toBe(true);
    await t.login('rita@nova.campo', REGISTRATION.PASSWORD);

    const again = await t.command('RegisterCompany', {
      ...REGISTRATION,
      COMPANY_NAME: 'nova campo ltda',
      EMAIL: 'x@y.com',
    });
    expect(again.ROOT.ERROR_CODE).toBe('COMPANY_NAME_TAKEN');
  });

  it('lets the platform administrator search companies and check billing ids', async () => {
    const all = (await ok('ConsultarTodasEmpresasUsuarias', {}, tok.platform)).EMPRESAS as Array<{
      name: string;
    }>;
    expect(all.map((c) => c.name)).toEqual(expect.arrayContaining(['Demo', 'Outra']));
    expect(all.map((c) => c.name)).not.toContain('Campo');
    await t.db
      .updateTable('companies')
      .set({ integration_id: 'cus_123' })
      .where('id', '=', outraId)
      .execute();
    const verify = (companyId: number) =>
      ok(
        'VerifyIfBillingIntegrationIdAlreadyExists',
        { INTEGRATION_ID: 'cus_123', COMPANY_ID: String(companyId) },
        tok.platform,
      );
    expect(await verify(demoId)).toMatchObject({ EXISTS_IN_API: false, EXISTS_IN_DATABASE: true });
    expect(await verify(outraId)).toMatchObject({ EXISTS_IN_API: false, EXISTS_IN_DATABASE: false });
    const badDate = await t.command(
      'AdminUpdateCompanyPlan',
      { COMPANY_ID: String(demoId), DATA: JSON.stringify({ endDate: '31/02/2026' }) },
      tok.platform,
    );
    expect(badDate.ROOT.ERROR_CODE).toBe('INVALID_PARAMETERS');
  });
});
