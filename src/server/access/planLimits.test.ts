import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plans from '../../../metadata/plans.json';
import type { Envelope } from '../../runtime/protocol/envelope';
import { limitState, type LimitState } from '../../runtime/plans/limitState';
import { formTestKit } from '../testing/formTestKit';
import { taskScene } from '../testing/taskScene';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { LIMITED_FUNCTIONALITIES } from './limitedFunctionalities';
import { usedCount } from './usedCount';

type Root = Envelope['ROOT'];

describe.each(testBackends())('plan limits, one table for every check, on $name', (backend) => {
  let t: TestApp;
  let owner = '';
  let platform = '';
  let demoId = 0;

  const setLimit = async (key: string, limit: number) => {
    const answer = await t.command(
      'UpdateCompanyNextPermissions',
      { COMPANY_ID: String(demoId), PERMISSIONS: JSON.stringify({ limits: { [key]: limit } }) },
      platform,
    );
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
  };
  const entityTypeOf = (key: string) => plans.limitedFunctionalities.find((l) => l.key === key)!.entityType;

  /** The SQL count of the table, and every query command answering from it. */
  const expectAgreement = async (key: string, limit: number): Promise<LimitState> => {
    const used = await usedCount(LIMITED_FUNCTIONALITIES[key], t.db, demoId);
    const state = limitState(limit, used);
    const next = await t.command('GetNextPermissionsAndLimits', { COMPANY_ID: String(demoId) }, platform);
    expect((next.ROOT.PERMISSIONS as { limits: Record<string, LimitState> }).limits[key]).toEqual(state);
    const has = await t.command(
      'CheckIfHasLimit',
      { COMPANY_ID: String(demoId), ENTITY_TYPE: entityTypeOf(key) },
      owner,
    );
    expect(has.ROOT).toMatchObject({ HAS_LIMIT: state.allowed && !state.limitExceeded, LIMIT: state });
    const me = await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, owner);
    expect((me.ROOT.LIMITES_PERMISSOES_NEXT as Record<string, LimitState>)[key]).toEqual(state);
    // Lowering the limit to what is used is accepted; below it is refused.
    const check = (value: number) =>
      t.command(
        'CheckNextPermission',
        { COMPANY_ID: String(demoId), PERMISSIONS: JSON.stringify({ limits: { [key]: value } }) },
        platform,
      );
    expect((await check(used)).ROOT.MESSAGES.ERRORS).toEqual([]);
    if (used > 0)
      expect((await check(used - 1)).ROOT).toMatchObject({
        ERROR_CODE: 'PLAN_LIMIT_REACHED',
        LIMIT_KEY: key,
      });
    return state;
  };

  const enforced: { key: string; create: (n: number) => Promise<Envelope> }[] = [
    {
      key: 'roles',
      create: (n) => t.command('SalvarGrupoPermissoes', { NAME: `Limite ${n}`, LEVELS: '{}' }, owner),
    },
    { key: 'library', create: (n) => t.command('SalvarBiblioteca', { NAME: `Limite ${n}` }, owner) },
    {
      key: 'customExport',
      // A new form with one custom export template (a Word export: no layout to build).
      create: (n) =>
        kit.call(
          'SalvarModelo',
          {
            MODELO: {
              ...kit.model(`Limite ${n}`),
              exports: { defaultTemplateId: 'default', templates: [{ id: 'w', name: 'Word', kind: 'word' }] },
            },
          },
          owner,
        ),
    },
  ];

  const kit = formTestKit(() => t);

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await t.login('dono@demo.campo');
    platform = await t.login('admin');
    const me = await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, owner);
    demoId = (me.ROOT.USUARIO_LOGADO as { companyId: number }).companyId;
  });
  afterAll(() => t?.close());

  it('has one row for every limited functionality of plans.json, and nothing else', () => {
    expect(Object.keys(LIMITED_FUNCTIONALITIES).sort()).toEqual(
      plans.limitedFunctionalities.map((l) => l.key).sort(),
    );
  });

  it.each(enforced.map((e) => [e.key, e] as const))(
    '%s: creates under the limit, refuses at and over it with PLAN_LIMIT_REACHED',
    async (key, { create }) => {
      const before = await usedCount(LIMITED_FUNCTIONALITIES[key], t.db, demoId);

      await setLimit(key, before + 1);
      expect(await expectAgreement(key, before + 1)).toMatchObject({ limitExceeded: false });
      expect((await create(1)).ROOT.MESSAGES.ERRORS).toEqual([]);

      // At the limit: the created one counts.
      expect(await expectAgreement(key, before + 1)).toMatchObject({
        limitUsed: before + 1,
        limitExceeded: true,
      });
      const atLimit = (await create(2)).ROOT as Root;
      expect(atLimit).toMatchObject({ ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT_KEY: key });
      expect(atLimit.LIMIT).toMatchObject({ limit: before + 1, limitUsed: before + 1 });

      // Over the limit (a plan lowered below what the company has).
      await setLimit(key, before);
      expect(await expectAgreement(key, before)).toMatchObject({ limitExceeded: true });
      expect((await create(3)).ROOT).toMatchObject({ ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT_KEY: key });

      // A plan with 0 does not allow it at all.
      await setLimit(key, 0);
      expect(await expectAgreement(key, 0)).toMatchObject({ allowed: false });
      expect((await create(4)).ROOT).toMatchObject({ ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT_KEY: key });
      expect(await usedCount(LIMITED_FUNCTIONALITIES[key], t.db, demoId)).toBe(before + 1);
    },
  );

  it.each(
    Object.entries(LIMITED_FUNCTIONALITIES)
      .filter(([, usage]) => usage.kind !== 'records')
      .map(([key]) => [key]),
  )('%s: counts 0 and answers not allowed under a plan with 0', async (key) => {
    await setLimit(key, 0);
    expect(await expectAgreement(key, 0)).toEqual(limitState(0, 0));
    await setLimit(key, 1);
    expect(await expectAgreement(key, 1)).toMatchObject({
      allowed: true,
      limitUsed: 0,
      limitExceeded: false,
    });
  });

  it('eCpfSignature: a plan with 0 cannot turn on the A1 e-CPF signature of a form; one that allows it can', async () => {
    const signature = kit.field('sig', 'Assinatura', 'signaturePreRegistered', {
      settings: { allowA1Ecpf: true },
    });
    const withEcpf = kit.model('Com e-CPF', [signature]);
    await setLimit('eCpfSignature', 0);
    const refused = await kit.call('SalvarModelo', { MODELO: withEcpf }, owner);
    expect(refused.ROOT).toMatchObject({ ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT_KEY: 'eCpfSignature' });
    const plain = await kit.create(owner, kit.model('Sem e-CPF', [{ ...signature, settings: {} }]));
    const turnOn = await kit.call(
      'SalvarModelo',
      { ID: plain, MODELO: withEcpf, VERSAO: 1, EDICAO: 'e1' },
      owner,
    );
    expect(turnOn.ROOT).toMatchObject({ ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT_KEY: 'eCpfSignature' });

    await setLimit('eCpfSignature', 5);
    const id = await kit.create(owner, withEcpf, 'e2');
    // Saved before a downgrade: the form stays editable.
    await setLimit('eCpfSignature', 0);
    kit.ok(await kit.call('SalvarModelo', { ID: id, MODELO: withEcpf, VERSAO: 1, EDICAO: 'e2' }, owner));
  });

  it('customExport: a save counts all the templates it adds; one that adds none passes over the limit', async () => {
    const words = (n: number) =>
      Array.from({ length: n }, (_v, i) => ({ id: `w${i}`, name: `Word ${i}`, kind: 'word' as const }));
    const form = (n: number) => ({
      ...kit.model('Exportações'),
      exports: { defaultTemplateId: 'default', templates: words(n) },
    });
    const before = await usedCount(LIMITED_FUNCTIONALITIES.customExport, t.db, demoId);
    await setLimit('customExport', before + 2);
    const id = await kit.create(owner, form(1), 'ce');
    const save = (n: number, version: number) =>
      kit.call('SalvarModelo', { ID: id, MODELO: form(n), VERSAO: version, EDICAO: 'ce' }, owner);
    expect((await save(3, 1)).ROOT).toMatchObject({
      ERROR_CODE: 'PLAN_LIMIT_REACHED',
      LIMIT_KEY: 'customExport',
    });
    kit.ok(await save(2, 1));
    await setLimit('customExport', 1);
    kit.ok(await save(2, 2));
    kit.ok(await save(1, 3));
    expect(await usedCount(LIMITED_FUNCTIONALITIES.customExport, t.db, demoId)).toBe(before + 1);
  });

  it('gpsLocation: a plan with 0 cannot turn on fill-in location of a task, single or batch', async () => {
    const { kit: tasks, formId, operatorId } = await taskScene(t, 'Checklist GPS');
    const task = (title: string, extra: Record<string, unknown> = {}) => ({
      title,
      formId,
      responsible: { kind: 'employee', id: operatorId },
      startDate: tasks.day(1),
      ...extra,
    });
    const located = {
      fillInLocation: true,
      proximityMeters: 150,
      address: { street: 'Rua da Aurora', latitude: -8.06, longitude: -34.88 },
    };
    const refusedGps = { ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT_KEY: 'gpsLocation' };
    await setLimit('gpsLocation', 0);
    const single = await tasks.call('SalvarAtividade', { ATIVIDADE: task('GPS 1', located) }, owner);
    expect(single.ROOT).toMatchObject(refusedGps);
    const batch = await tasks.call(
      'SalvarAtividades',
      { ATIVIDADES: [task('GPS 2'), task('GPS 3', located)] },
      owner,
    );
    expect(batch.ROOT).toMatchObject(refusedGps);
    const id = await tasks.create(owner, task('GPS 4'));
    const turnOn = await tasks.call(
      'SalvarAtividade',
      { ID: id, VERSAO: 1, ATIVIDADE: task('GPS 4', located) },
      owner,
    );
    expect(turnOn.ROOT).toMatchObject(refusedGps);

    await setLimit('gpsLocation', 1);
    await tasks.create(owner, task('GPS 5', located));
  });
});
