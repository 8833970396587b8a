import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/protocol/envelope';
import type { LoggedUser } from '../../runtime/session/LoggedUser';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

type Root = Envelope['ROOT'];
interface Group {
  id: number;
  name: string;
  type: 'E' | 'G';
  levels: Record<string, string>;
  staffCount: number;
  editable: boolean;
}

describe.each(testBackends())('roles, permissions and company data on $name', (backend) => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  let demoId = 0;
  let outraId = 0;

  const ok = async (name: string, params: Record<string, string>, token: string): Promise<Root> => {
    const answer = await t.command(name, params, token);
    expect(answer.ROOT.MESSAGES.ERRORS, `${name}`).toEqual([]);
    return answer.ROOT;
  };
  const me = async (token: string) =>
    (await ok('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token)) as Root & {
      USUARIO_LOGADO: LoggedUser;
      FUNCTIONALITIES: Record<string, string>;
      LIMITES_PERMISSOES_NEXT: Record<
        string,
        { limit: number | null; limitUsed: number; limitExceeded: boolean }
      >;
      QUANTIDADE_LIMITE_PERMISSOES_NEXT: Record<string, number>;
    };
  const userId = async (login: string) =>
    (
      await t.db
        .selectFrom('users')
        .select(['id', 'company_id'])
        .where('login', '=', login)
        .executeTakeFirstOrThrow()
    ).id;
  const createRole = async (name: string, levels: Record<string, string>, token = tok.owner!) =>
    (
      (await ok('SalvarGrupoPermissoes', { NAME: name, LEVELS: JSON.stringify(levels) }, token))
        .GRUPO as Group
    ).id;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const logins = {
      owner: 'dono@demo.campo',
      admin158: 'admin@demo.campo',
      operator: 'operador@demo.campo',
      viewer: 'visualizador@demo.campo',
      platform: 'admin',
      outra: 'dono@outra.campo',
    };
    for (const [key, login] of Object.entries(logins)) tok[key] = await t.login(login);
    demoId = (await me(tok.owner!)).USUARIO_LOGADO.companyId;
    outraId = (await me(tok.outra!)).USUARIO_LOGADO.companyId;
  });
  afterAll(() => t?.close());

  it('lists the company-wide groups first (not editable), creates, reads and renames a custom role', async () => {
    const id = await createRole('Técnico de campo', { TASK: 'EDIT', MODEL: 'VIEW' }, tok.admin158);
    const groups = (await ok('ConsultarGruposUsuario', {}, tok.owner!)).GRUPOS as Group[];
    expect(groups.slice(0, 4).map((g) => [g.id, g.type, g.editable])).toEqual([
      [158, 'E', false],
      [159, 'E', false],
      [160, 'E', false],
      [161, 'E', false],
    ]);
    expect(groups[0]!.name).toBe('Administrador');
    expect(groups[0]!.staffCount).toBe(2);
    expect(groups.find((g) => g.id === id)).toMatchObject({ type: 'G', editable: true, staffCount: 0 });
    expect(
      (await ok('ConsultarGruposUsuario', { TIPO_GRUPO_PERMISSOES: 'G' }, tok.owner!)).GRUPOS,
    ).toHaveLength(1);

    const group = (await ok('ConsultarGrupoPermissoes', { ID: String(id) }, tok.owner!)).GRUPO as Group & {
      staff: unknown[];
    };
    expect(group).toMatchObject({ name: 'Técnico de campo', type: 'G', staff: [] });
    expect(group.levels).toMatchObject({ TASK: 'EDIT', MODEL: 'VIEW', CLIENT: 'DISABLE' });

    await ok(
      'SalvarGrupoPermissoes',
      { ID: String(id), NAME: 'Técnico', LEVELS: '{"TASK":"VIEW"}' },
      tok.owner!,
    );
    const row = await t.db
      .selectFrom('permission_groups')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: demoId, name: 'Técnico', type: 'G', levels: { TASK: 'VIEW' } });

    const fixed = await t.command('SalvarGrupoPermissoes', { ID: '158', NAME: 'X', LEVELS: '{}' }, tok.owner);
    expect(fixed.ROOT.ERROR_CODE).toBe('ROLE_NOT_EDITABLE');
    const unknown = await t.command(
      'SalvarGrupoPermissoes',
      { NAME: 'X', LEVELS: '{"NOPE":"EDIT"}' },
      tok.owner,
    );
    expect(unknown.ROOT.ERROR_CODE).toBe('INVALID_PARAMETERS');
  });

  it("changes a member's levels at once when its role changes, and moves staff before deleting a role", async () => {
    const id = await createRole('Equipe RH', { EMPLOYEE: 'EDIT' });
    const operatorId = await userId('operador@demo.campo');
    await t.db
      .insertInto('user_groups')
      .values({ company_id: demoId, user_id: operatorId, group_id: id })
      .execute();
    const operator = await t.login('operador@demo.campo');
    const before = await me(operator);
    expect(before.FUNCTIONALITIES.EMPLOYEE).toBe('EDIT');
    expect(before.USUARIO_LOGADO.permissionGroups.find((g) => g.id === id)?.associated).toBe(true);

    await ok(
      'SalvarGrupoPermissoes',
      { ID: String(id), NAME: 'Equipe RH', LEVELS: '{"EMPLOYEE":"VIEW"}' },
      tok.owner!,
    );
    expect((await me(operator)).FUNCTIONALITIES.EMPLOYEE).toBe('VIEW');

    const refused = await t.command('ExcluirGrupoPermissoes', { ID: String(id) }, tok.owner);
    expect(refused.ROOT).toMatchObject({ RESULT: '0', ERROR_CODE: 'ROLE_HAS_STAFF', STAFF_COUNT: 1 });
    expect(
      await t.db.selectFrom('permission_groups').select('id').where('id', '=', id).execute(),
    ).toHaveLength(1);

    await ok('ExcluirGrupoPermissoes', { ID: String(id), MOVE_TO_ID: '161' }, tok.owner!);
    expect(await t.db.selectFrom('permission_groups').select('id').where('id', '=', id).execute()).toEqual(
      [],
    );
    const groups = await t.db
      .selectFrom('user_groups')
      .select('group_id')
      .where('company_id', '=', demoId)
      .where('user_id', '=', operatorId)
      .orderBy('group_id')
      .execute();
    expect(groups.map((g) => g.group_id)).toEqual([160, 161]);
    expect((await me(operator)).FUNCTIONALITIES.EMPLOYEE).toBe('VIEW');
  });

  it('refuses a new role at the roles limit with LIMIT_KEY, and reports the limit in ConsultarUsuarioLogado', async () => {
    const used = (await me(tok.owner!)).QUANTIDADE_LIMITE_PERMISSOES_NEXT.roles!;
    expect(used).toBeGreaterThan(0);
    await ok(
      'UpdateCompanyNextPermissions',
      { COMPANY_ID: String(demoId), PERMISSIONS: JSON.stringify({ limits: { roles: used } }) },
      tok.platform!,
    );
    const state = (await me(tok.admin158!)).LIMITES_PERMISSOES_NEXT.roles;
    expect(state).toEqual({
      allowed: true,
      hasLimit: true,
      limit: used,
      limitUsed: used,
      limitExceeded: true,
    });
    const refused = await t.command('SalvarGrupoPermissoes', { NAME: 'Mais um', LEVELS: '{}' }, tok.admin158);
    expect(refused.ROOT).toMatchObject({ RESULT: '0', ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT_KEY: 'roles' });
    expect(refused.ROOT.MESSAGES.ERRORS[0]).toBe(
      'Você atingiu o limite do seu plano para esta funcionalidade',
    );
    const limit = await ok(
      'CheckIfHasLimit',
      { COMPANY_ID: String(demoId), ENTITY_TYPE: 'ROLES' },
      tok.owner!,
    );
    expect(limit.HAS_LIMIT).toBe(false);

    await ok(
      'UpdateCompanyNextPermissions',
      { COMPANY_ID: String(demoId), PERMISSIONS: '{}' },
      tok.platform!,
    );
    expect((await me(tok.owner!)).LIMITES_PERMISSOES_NEXT.roles).toMatchObject({
      limit: 10,
      limitExceeded: false,
    });
  });

  it("SaveFunctionalities changes a plan's ceiling, seen at once by that plan's companies only", async () => {
    expect((await me(tok.viewer!)).FUNCTIONALITIES.VIDEOS_GALLERY).toBe('VIEW');
    await ok(
      'SaveFunctionalities',
      { FUNCTIONALITIES: JSON.stringify([{ code: 'VIDEOS_GALLERY', plan: 'BUSINESS', level: 'DISABLE' }]) },
      tok.platform!,
    );
    expect((await me(tok.viewer!)).FUNCTIONALITIES.VIDEOS_GALLERY).toBe('DISABLE');
    expect((await me(tok.owner!)).FUNCTIONALITIES.VIDEOS_GALLERY).toBe('DISABLE');
    expect((await me(tok.outra!)).FUNCTIONALITIES.VIDEOS_GALLERY).toBe('EDIT');
    const listed = (await ok('GetFunctionalities', { NAME: 'video' }, tok.platform!))
      .FUNCTIONALITIES as Array<{
      code: string;
      plans: Record<string, string>;
    }>;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      code: 'VIDEOS_GALLERY',
      plans: { BUSINESS: 'DISABLE', TRIAL: 'EDIT' },
    });
    const essential = (await ok('GetFunctionalities', { NAME: 'MODEL_APPROVAL' }, tok.platform!))
      .FUNCTIONALITIES as Array<{ plans: Record<string, string> }>;
    expect(essential[0]!.plans).toMatchObject({ ESSENTIAL: 'DISABLE', STARTER: 'DISABLE', BUSINESS: 'EDIT' });

    await ok(
      'SaveFunctionalities',
      { FUNCTIONALITIES: JSON.stringify([{ code: 'VIDEOS_GALLERY', plan: 'BUSINESS', level: 'EDIT' }]) },
      tok.platform!,
    );
    expect((await me(tok.viewer!)).FUNCTIONALITIES.VIDEOS_GALLERY).toBe('VIEW');
  });

  it('a company override hides a functionality for that company only, replacing the plan ceiling', async () => {
    await ok(
      'UpdateCompanyNextPermissions',
      {
        COMPANY_ID: String(demoId),
        PERMISSIONS: JSON.stringify({ functionalities: { PROJECT: 'DISABLE' } }),
      },
      tok.platform!,
    );
    expect((await me(tok.owner!)).FUNCTIONALITIES.PROJECT).toBe('DISABLE');
    expect((await me(tok.outra!)).FUNCTIONALITIES.PROJECT).toBe('EDIT');
    const companies = (await ok('GetCustomizedPermissionsCompanies', {}, tok.platform!)).COMPANIES;
    expect(companies).toEqual([{ id: demoId, name: 'Demo', planName: 'BUSINESS' }]);
    const next = await ok('GetNextPermissionsAndLimits', { COMPANY_ID: String(demoId) }, tok.platform!);
    expect(next.PLAN_NAME).toBe('BUSINESS');
    expect(next.PERMISSIONS).toMatchObject({
      functionalities: { PROJECT: 'DISABLE', TASK: 'EDIT' },
      limits: { roles: { limit: 10, hasLimit: true }, gpsLocation: { hasLimit: false } },
    });

    // A plan-level override does not undo the company's own.
    await ok(
      'UpdatePlanNextPermissions',
      { PLAN_ID: 'BUSINESS', PERMISSIONS: JSON.stringify({ functionalities: { PROJECT: 'EDIT' } }) },
      tok.platform!,
    );
    expect((await me(tok.owner!)).FUNCTIONALITIES.PROJECT).toBe('DISABLE');
    await ok(
      'UpdateCompanyNextPermissions',
      { COMPANY_ID: String(demoId), PERMISSIONS: '{}' },
      tok.platform!,
    );
    expect((await me(tok.owner!)).FUNCTIONALITIES.PROJECT).toBe('EDIT');
    expect((await ok('GetCustomizedPermissionsCompanies', {}, tok.platform!)).COMPANIES).toEqual([]);
  });

  it('UpdatePlanNextPermissions applies to the plan and the listed companies', async () => {
    await ok(
      'UpdatePlanNextPermissions',
      {
        PLAN_ID: 'TRIAL',
        COMPANIES: JSON.stringify([outraId]),
        PERMISSIONS: JSON.stringify({ functionalities: { RESEARCH: 'VIEW' }, limits: { research: 5 } }),
      },
      tok.platform!,
    );
    const outra = await me(tok.outra!);
    expect(outra.FUNCTIONALITIES.RESEARCH).toBe('VIEW');
    expect(outra.LIMITES_PERMISSOES_NEXT.research).toMatchObject({ limit: 5 });
    const rows = await t.db
      .selectFrom('company_permission_overrides')
      .selectAll()
      .where('company_id', '=', outraId)
      .orderBy('kind')
      .execute();
    expect(rows.map((r) => [r.kind, r.code, r.level, r.limit_value])).toEqual([
      ['F', 'RESEARCH', 'VIEW', null],
      ['L', 'research', null, 5],
    ]);
    await ok(
      'UpdateCompanyNextPermissions',
      { COMPANY_ID: String(outraId), PERMISSIONS: '{}' },
      tok.platform!,
    );
    await ok(
      'UpdatePlanNextPermissions',
      {
        PLAN_ID: 'TRIAL',
        PERMISSIONS: JSON.stringify({ functionalities: { RESEARCH: 'EDIT' }, limits: { research: 1 } }),
      },
      tok.platform!,
    );
    expect((await me(tok.outra!)).FUNCTIONALITIES.RESEARCH).toBe('EDIT');
  });

  it('answers PERMISSION_SAVE_MISSING_TARGET when the target or the permissions are missing', async () => {
    const perms = JSON.stringify({ functionalities: { TASK: 'VIEW' } });
    for (const [name, params] of [
      ['UpdatePlanNextPermissions', {}],
      ['UpdatePlanNextPermissions', { PERMISSIONS: perms }],
      ['UpdatePlanNextPermissions', { PLAN_ID: 'BUSINESS' }],
      ['UpdateCompanyNextPermissions', { PERMISSIONS: perms }],
      ['UpdateCompanyNextPermissions', { COMPANY_ID: String(demoId) }],
    ] as const) {
      const answer = await t.command(name, params, tok.platform);
      expect(answer.ROOT.ERROR_CODE, `${name} ${JSON.stringify(params)}`).toBe(
        'PERMISSION_SAVE_MISSING_TARGET',
      );
      expect(answer.ROOT.MESSAGES.ERRORS[0]).toBe(
        'Informe o alvo (empresa ou plano) e as permissões para salvar',
      );
    }
    expect(await t.db.selectFrom('company_permission_overrides').selectAll().execute()).toEqual([]);
  });

  it('CheckNextPermission normalises, and refuses a limit below what the company uses', async () => {
    const checked = await ok(
      'CheckNextPermission',
      {
        COMPANY_ID: String(demoId),
        PERMISSIONS: JSON.stringify({ functionalities: { TASK: 'VIEW', NOPE: 'EDIT' } }),
      },
      tok.platform!,
    );
    expect(checked.PERMISSIONS).toEqual({ functionalities: { TASK: 'VIEW' }, limits: {} });
    const refused = await t.command(
      'CheckNextPermission',
      { COMPANY_ID: String(demoId), PERMISSIONS: JSON.stringify({ limits: { roles: 0 } }) },
      tok.platform,
    );
    expect(refused.ROOT).toMatchObject({ ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT_KEY: 'roles' });
  });

  it('SaveCommandFunctionality changes what a user command needs; GetCommandsByFunctionality shows it', async () => {
    await ok(
      'SaveCommandFunctionality',
      { NAME: 'SaveProfile', FUNCTIONALITY: 'TASK_APPROVAL', LEVEL: 'EDIT' },
      tok.platform!,
    );
    const refused = await t.command('SaveProfile', { NAME: 'Otávio' }, tok.operator);
    expect(refused.ROOT.ERROR_CODE).toBe('NO_PERMISSION_EDIT');
    const commands = (await ok('GetCommandsByFunctionality', {}, tok.platform!)).COMMANDS as Array<
      Record<string, unknown>
    >;
    expect(commands.find((c) => c.name === 'SaveProfile')).toEqual({
      name: 'SaveProfile',
      access: 'user',
      functionality: 'TASK_APPROVAL',
      level: 'EDIT',
      overridden: true,
    });
    expect(commands.find((c) => c.name === 'SalvarDadosEmpresa')).toMatchObject({
      role: 'companyAdmin',
      functionality: 'COMPANY_DATA',
      level: 'EDIT',
      overridden: false,
    });
    const notUser = await t.command(
      'SaveCommandFunctionality',
      { NAME: 'Login', FUNCTIONALITY: 'TASK' },
      tok.platform,
    );
    expect(notUser.ROOT.ERROR_CODE).toBe('INVALID_PARAMETERS');

    await ok('SaveCommandFunctionality', { NAME: 'SaveProfile', FUNCTIONALITY: '' }, tok.platform!);
    expect(await t.db.selectFrom('command_overrides').selectAll().execute()).toEqual([]);
    await ok('SaveProfile', { NAME: 'Otávio Operador' }, tok.operator!);
  });

  it('saves company data; the customization reaches every user in USUARIO_LOGADO.companyCustomization', async () => {
    const data = {
      name: 'Demo',
      cnpj: '11.222.333/0001-81',
      contact: 'Dona Demo',
      phone: '(11) 99999-0000',
      segmentId: 196,
      amountOfColaborators: '10-19',
      customization: {
        labels: { 'menu.tasks': 'Ordens de serviço' },
        primaryColor: '#112233',
        secondaryColor: null,
      },
    };
    const saved = await ok('SalvarDadosEmpresa', { DATA: JSON.stringify(data) }, tok.admin158!);
    expect(saved.EMPRESA).toEqual({ id: demoId, ...data, logo: null });
    expect((await ok('ConsultarDadosEmpresa', {}, tok.owner!)).EMPRESA).toEqual({
      id: demoId,
      ...data,
      logo: null,
    });
    const viewer = (await me(tok.viewer!)).USUARIO_LOGADO;
    expect(JSON.parse(viewer.companyCustomization)).toEqual(data.customization);
    expect(viewer.segmentId).toBe(196);

    const badCnpj = await t.command(
      'SalvarDadosEmpresa',
      { DATA: JSON.stringify({ ...data, cnpj: '11.222.333/0001-80' }) },
      tok.owner,
    );
    expect(badCnpj.ROOT.ERROR_CODE).toBe('INVALID_CNPJ');
    const badPhone = await t.command(
      'SalvarDadosEmpresa',
      { DATA: JSON.stringify({ ...data, phone: '123' }) },
      tok.owner,
    );
    expect(badPhone.ROOT.ERROR_CODE).toBe('INVALID_PHONE');
    const taken = await t.command(
      'SalvarDadosEmpresa',
      { DATA: JSON.stringify({ ...data, name: 'OUTRA' }) },
      tok.owner,
    );
    expect(taken.ROOT.MESSAGES.ERRORS).toEqual(['O nome desta empresa já está cadastrado']);
  });

  it('keeps a user of "Outra" away from every record of "Demo"', async () => {
    const demoRole = await createRole('Só da Demo', { TASK: 'EDIT' });
    const demoOperator = await userId('operador@demo.campo');
    const demoPerson = (await me(tok.owner!)).USUARIO_LOGADO.personId;
    const snapshot = async () => ({
      groups: await t.db
        .selectFrom('permission_groups')
        .selectAll()
        .where('company_id', '=', demoId)
        .orderBy('id')
        .execute(),
      members: await t.db
        .selectFrom('user_groups')
        .selectAll()
        .where('company_id', '=', demoId)
        .orderBy('user_id')
        .orderBy('group_id')
        .execute(),
      company: await t.db
        .selectFrom('companies')
        .selectAll()
        .where('id', '=', demoId)
        .executeTakeFirstOrThrow(),
      overrides: await t.db.selectFrom('company_permission_overrides').selectAll().execute(),
      webhooks: await t.db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('company_id', '=', demoId)
        .execute(),
    });
    const before = await snapshot();
    const outra = tok.outra!;
    const code = async (name: string, params: Record<string, string>) =>
      (await t.command(name, params, outra)).ROOT.ERROR_CODE;

    expect(await code('ConsultarGrupoPermissoes', { ID: String(demoRole) })).toBe('ENTITY_NOT_FOUND');
    expect(await code('SalvarGrupoPermissoes', { ID: String(demoRole), NAME: 'Roubado', LEVELS: '{}' })).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect(await code('ExcluirGrupoPermissoes', { ID: String(demoRole) })).toBe('ENTITY_NOT_FOUND');
    const own = await createRole('Da Outra', {}, outra);
    await t.db
      .insertInto('user_groups')
      .values({ company_id: outraId, user_id: await userId('dono@outra.campo'), group_id: own })
      .execute();
    expect(await code('ExcluirGrupoPermissoes', { ID: String(own), MOVE_TO_ID: String(demoRole) })).toBe(
      'ENTITY_NOT_FOUND',
    );
    const groups = (await t.command('ConsultarGruposUsuario', { ID_USUARIO: String(demoOperator) }, outra))
      .ROOT.GRUPOS;
    expect(groups).toEqual([]);
    const all = (await t.command('ConsultarGruposUsuario', {}, outra)).ROOT.GRUPOS as Group[];
    expect(all.map((g) => g.id)).not.toContain(demoRole);
    expect(all.find((g) => g.id === 158)?.staffCount).toBe(1);

    expect(((await t.command('ConsultarDadosEmpresa', {}, outra)).ROOT.EMPRESA as { id: number }).id).toBe(
      outraId,
    );
    expect(await code('SalvarDadosEmpresa', { DATA: JSON.stringify({ id: demoId, name: 'Tomada' }) })).toBe(
      'INVALID_PARAMETERS',
    );
    expect(await code('ConsultarFotoPessoa', { ID_PESSOA: String(demoPerson) })).toBe('ENTITY_NOT_FOUND');
    expect(await code('CheckIfHasLimit', { COMPANY_ID: String(demoId), ENTITY_TYPE: 'ROLES' })).toBe(
      'PERMISSION_DENIED',
    );
    for (const [name, params] of [
      [
        'UpdateCompanyNextPermissions',
        { COMPANY_ID: String(demoId), PERMISSIONS: '{"functionalities":{"TASK":"DISABLE"}}' },
      ],
      ['GetNextPermissionsAndLimits', { COMPANY_ID: String(demoId) }],
      ['AdminUpdateCompanyPlan', { COMPANY_ID: String(demoId), DATA: '{"active":false}' }],
      ['SaveFunctionalities', { FUNCTIONALITIES: '[{"code":"TASK","plan":"BUSINESS","level":"DISABLE"}]' }],
    ] as const)
      expect(await code(name, params)).toBe('ADMIN_ONLY');
    const plan = (await t.command('GetCompanyPlanFromBackend', {}, outra)).ROOT;
    expect(plan.PLAN_ID).toBe(outraId);
    const hook = await t.command(
      'WebhookTrigger',
      { EVENT_TYPE: 'CREATE_TASK', COMPANY: JSON.stringify({ id: demoId }) },
      outra,
    );
    const delivery = await t.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', Number(hook.ROOT.DELIVERY_ID))
      .executeTakeFirstOrThrow();
    expect(delivery.company_id).toBe(outraId);
    expect((delivery.payload as { company: { id: number } }).company.id).toBe(outraId);

    expect(await snapshot()).toEqual(before);
  });
});
