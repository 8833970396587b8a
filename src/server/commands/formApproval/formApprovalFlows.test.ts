import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalFlow, ApprovalFlowSettings } from '../../../runtime/formApproval/ApprovalFlow';
import { seedDemoApprovalFlows } from '../../demo/seedDemoApprovalFlows';
import { seedDemoFormRevisions } from '../../demo/seedDemoFormRevisions';
import { formTestKit } from '../../testing/formTestKit';
import { taskTestKit } from '../../testing/taskTestKit';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

const SUPERVISORS = { kind: 'role', id: 159 } as const;
const settings = (extra: Partial<ApprovalFlowSettings> = {}): ApprovalFlowSettings => ({
  responsibles: [SUPERVISORS],
  minApprovals: 2,
  finalApprover: null,
  deadline: { unit: 'none', amount: 0 },
  ...extra,
});

describe.each(testBackends())('form approval flows on $name', (backend) => {
  let t: TestApp;
  let owner = '';
  let viewer = '';
  let operator = '';
  let other = '';
  const kit = formTestKit(() => t);
  const tasks = () => taskTestKit(t);
  const flows = async (token = owner) => {
    const root = kit.ok(await kit.call('ConsultarFluxosAprovacao', {}, token));
    return root as unknown as {
      PADRAO: ApprovalFlow;
      FLUXOS: ApprovalFlow[];
      FORA: { id: number; name: string }[];
    };
  };
  const saveCustom = (name: string, extra: Partial<ApprovalFlowSettings> = {}, token = owner, id?: number) =>
    kit.call(
      'SalvarFluxoAprovacao',
      { ...(id ? { ID: id } : {}), FLUXO: { ...settings(extra), name } },
      token,
    );
  const rowsOf = async (companyId: number) => ({
    flows: await t.db
      .selectFrom('form_approval_flows')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute(),
    assignments: await t.db
      .selectFrom('form_approval_assignments')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute(),
  });

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await t.login('dono@demo.campo');
    viewer = await t.login('visualizador@demo.campo');
    operator = await t.login('operador@demo.campo');
    other = await t.login('dono@outra.campo');
  });
  afterAll(() => t?.close());

  it('seeds the demo flows once: supervisors twice by default (off), a custom flow with a final approval', async () => {
    const demo = await flows();
    expect(demo.PADRAO).toMatchObject({ enabled: false, responsibles: [SUPERVISORS], minApprovals: 2 });
    const ownerId = await tasks().userId('dono@demo.campo');
    expect(demo.FLUXOS).toEqual([
      expect.objectContaining({
        name: 'Segurança do trabalho',
        finalApprover: { kind: 'employee', id: ownerId },
        forms: expect.arrayContaining([
          expect.objectContaining({ name: 'Inspeção de segurança do trabalho' }),
        ]),
      }),
    ]);
    await t.db.transaction().execute((trx) => seedDemoApprovalFlows(trx));
    expect(await flows()).toEqual(demo);
  });

  it('seeds Demo’s revisions in every state once, the supervisor reviewing them', async () => {
    const supervisor = await t.login('supervisor@demo.campo');
    const list = async () =>
      kit.ok(await kit.call('ConsultarRevisoesModelo', {}, supervisor)) as unknown as {
        REVISOES: { MODELO_NOME: string; ESTADO: string; ATRASADA: boolean; AGUARDANDO_MIM: boolean }[];
        CONTAGEM: Record<string, number>;
      };
    const seeded = await list();
    expect(seeded.CONTAGEM).toEqual({
      in_review: 2,
      approved: 1,
      disapproved: 1,
      late: 1,
      waiting_for_me: 2,
    });
    expect(seeded.REVISOES.map((r) => [r.MODELO_NOME, r.ESTADO, r.ATRASADA])).toEqual([
      ['Checklist de EPI', 'in_review', false],
      ['Checklist de veículo', 'disapproved', false],
      ['Permissão de trabalho em altura', 'in_review', true],
      ['Checklist de EPI', 'approved', false],
    ]);
    await t.db.transaction().execute((trx) => seedDemoFormRevisions(trx, new Date()));
    expect((await list()).CONTAGEM).toEqual(seeded.CONTAGEM);
  });

  it('answers an unsaved default flow as off, then saves it once per company with its checks', async () => {
    const fresh = await flows(other);
    expect(fresh.PADRAO).toMatchObject({ id: 0, kind: 'default', enabled: false, responsibles: [] });
    const outra = await tasks().companyId('Outra');
    const refused = await kit.call(
      'SalvarFluxoAprovacaoPadrao',
      { FLUXO: { ...settings({ responsibles: [] }), enabled: true } },
      other,
    );
    expect(kit.error(refused)).toEqual({
      code: 'APPROVAL_FLOW_RESPONSIBLES_REQUIRED',
      message: 'Escolha ao menos um perfil ou equipe responsável pela aprovação',
    });
    const late = await kit.call(
      'SalvarFluxoAprovacaoPadrao',
      { FLUXO: { ...settings({ deadline: { unit: 'hours', amount: 0 } }), enabled: true } },
      other,
    );
    expect(kit.error(late).code).toBe('APPROVAL_FLOW_DEADLINE_INVALID');
    expect((await rowsOf(outra)).flows).toEqual([]);

    const saved = kit.ok(
      await kit.call(
        'SalvarFluxoAprovacaoPadrao',
        { FLUXO: { ...settings({ deadline: { unit: 'days', amount: 2 } }), enabled: true } },
        other,
      ),
    );
    expect(saved.MESSAGES.INFORMATIONS).toContain('Fluxo de aprovação salvo');
    expect(saved.PADRAO).toMatchObject({ enabled: true, minApprovals: 2, responsibles: [SUPERVISORS] });
    // Off again: responsibles may be empty, the same single row is replaced.
    kit.ok(
      await kit.call(
        'SalvarFluxoAprovacaoPadrao',
        { FLUXO: { ...settings({ responsibles: [] }), enabled: false } },
        other,
      ),
    );
    const after = await flows(other);
    expect(after.PADRAO).toMatchObject({
      enabled: false,
      responsibles: [],
      deadline: { unit: 'none', amount: 0 },
    });
    expect((await rowsOf(outra)).flows.filter((f) => f.kind === 'default')).toHaveLength(1);
  });

  it('creates, edits, assigns forms to, removes forms from and deletes a custom flow', async () => {
    const demo = await tasks().companyId('Demo');
    const formA = await tasks().form(owner, 'Aprovação A');
    const formB = await tasks().form(owner, 'Aprovação B');
    const operatorId = await tasks().userId('operador@demo.campo');
    const created = kit.ok(
      await saveCustom('Qualidade', { finalApprover: { kind: 'employee', id: operatorId }, minApprovals: 1 }),
    ).FLUXO as ApprovalFlow;
    expect(created).toMatchObject({
      kind: 'custom',
      name: 'Qualidade',
      finalApprover: { kind: 'employee', id: operatorId },
    });
    expect(kit.error(await saveCustom(' qualidade ')).code).toBe('APPROVAL_FLOW_NAME_TAKEN');
    const edited = kit.ok(await saveCustom('Qualidade 2', { minApprovals: 3 }, owner, created.id))
      .FLUXO as ApprovalFlow;
    expect(edited).toMatchObject({
      id: created.id,
      name: 'Qualidade 2',
      minApprovals: 3,
      finalApprover: null,
    });

    const assigned = kit.ok(
      await kit.call('AtribuirModelosFluxoAprovacao', { ID: created.id, MODELOS: [formA, formB] }, owner),
    ).FLUXO as ApprovalFlow;
    expect(assigned.forms.map((f) => f.name)).toEqual(['Aprovação A', 'Aprovação B']);
    const listed = (await flows()).FLUXOS.find((f) => f.id === created.id)!;
    expect(listed.forms.map((f) => f.id)).toEqual([formA, formB]);

    const removed = kit.ok(
      await kit.call('RemoverModelosFluxoAprovacao', { MODELOS: [formA], DESTINO: 'none' }, owner),
    ) as unknown as { FLUXOS: ApprovalFlow[]; FORA: { id: number }[] };
    expect(removed.FORA.map((f) => f.id)).toContain(formA);
    expect(removed.FLUXOS.find((f) => f.id === created.id)!.forms.map((f) => f.id)).toEqual([formB]);
    kit.ok(await kit.call('RemoverModelosFluxoAprovacao', { MODELOS: [formA], DESTINO: 'default' }, owner));
    expect((await flows()).FORA.map((f) => f.id)).not.toContain(formA);

    // Deleting the flow returns its forms to the default flow: no assignment row left.
    kit.ok(await kit.call('ExcluirFluxoAprovacao', { ID: created.id }, owner));
    const rows = await rowsOf(demo);
    expect(rows.flows.map((f) => Number(f.id))).not.toContain(created.id);
    expect(rows.assignments.map((a) => Number(a.form_id))).not.toContain(formB);
    expect(kit.error(await kit.call('ExcluirFluxoAprovacao', { ID: created.id }, owner)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
  });

  it('refuses a custom flow past the plan limit model_approval with PLAN_LIMIT_REACHED', async () => {
    // Outra is on TRIAL: one custom flow.
    kit.ok(await saveCustom('Único', {}, other));
    const refused = await saveCustom('Segundo', {}, other);
    expect(refused.ROOT.ERROR_CODE).toBe('PLAN_LIMIT_REACHED');
    expect(refused.ROOT).toMatchObject({
      LIMIT_KEY: 'model_approval',
      LIMIT: { limit: 1, limitUsed: 1, limitExceeded: true },
    });
    const outra = await tasks().companyId('Outra');
    expect((await rowsOf(outra)).flows.filter((f) => f.kind === 'custom').map((f) => f.name)).toEqual([
      'Único',
    ]);
    // Editing the existing one is still allowed.
    const id = (await flows(other)).FLUXOS[0]!.id;
    kit.ok(await saveCustom('Único editado', {}, other, id));
  });

  it('lets a viewer read but not write, and an operator (MODEL_APPROVAL off) not even read', async () => {
    kit.ok(await kit.call('ConsultarFluxosAprovacao', {}, viewer));
    for (const [name, params] of [
      ['SalvarFluxoAprovacao', { FLUXO: { ...settings(), name: 'Leitura' } }],
      ['SalvarFluxoAprovacaoPadrao', { FLUXO: { ...settings(), enabled: true } }],
      ['ExcluirFluxoAprovacao', { ID: 1 }],
      ['RemoverModelosFluxoAprovacao', { MODELOS: [1], DESTINO: 'none' }],
    ] as const) {
      const answer = await kit.call(name, params, viewer);
      expect(answer.ROOT.RESULT).not.toBe('1');
      expect(answer.ROOT.ERROR_CODE).toBe('NO_PERMISSION_EDIT');
    }
    expect((await kit.call('ConsultarFluxosAprovacao', {}, operator)).ROOT.ERROR_CODE).toBe(
      'PERMISSION_DENIED',
    );
  });

  it('refuses another company’s role, work group, employee, form and flow with nothing written', async () => {
    const demo = await tasks().companyId('Demo');
    const before = await rowsOf(demo);
    const foreignRole = Number(
      (
        await t.db
          .insertInto('permission_groups')
          .values({ company_id: await tasks().companyId('Outra'), name: 'Alheio', type: 'G', levels: '{}' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const foreignSquad = await tasks().insertRecord('Outra', 'squad', { name: 'Alheia' });
    const foreignUser = await tasks().userId('dono@outra.campo');
    const foreignForm = await tasks().form(other, 'Alheio');
    const refusals = [
      await saveCustom('Alheio', { responsibles: [{ kind: 'role', id: foreignRole }] }),
      await saveCustom('Alheio', { responsibles: [{ kind: 'squad', id: foreignSquad }] }),
      await saveCustom('Alheio', { finalApprover: { kind: 'employee', id: foreignUser } }),
      await kit.call(
        'SalvarFluxoAprovacaoPadrao',
        { FLUXO: { ...settings({ responsibles: [{ kind: 'role', id: foreignRole }] }), enabled: true } },
        owner,
      ),
    ];
    for (const answer of refusals) expect(answer.ROOT.ERROR_CODE).toBe('LOOKUP_NOT_FOUND');
    const ownFlow = (kit.ok(await saveCustom('Própria')).FLUXO as ApprovalFlow).id;
    const ownForm = await tasks().form(owner, 'Própria');
    const assign = await kit.call(
      'AtribuirModelosFluxoAprovacao',
      { ID: ownFlow, MODELOS: [ownForm, foreignForm] },
      owner,
    );
    expect(kit.error(assign)).toEqual({
      code: 'LOOKUP_NOT_FOUND',
      message: 'Formulários: registro não encontrado',
    });
    const otherFlow = (await flows(other)).FLUXOS[0]!.id;
    expect(
      kit.error(await kit.call('AtribuirModelosFluxoAprovacao', { ID: otherFlow, MODELOS: [ownForm] }, owner))
        .code,
    ).toBe('ENTITY_NOT_FOUND');
    expect(kit.error(await kit.call('ExcluirFluxoAprovacao', { ID: otherFlow }, owner)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect(kit.error(await saveCustom('Tomada', {}, owner, otherFlow)).code).toBe('ENTITY_NOT_FOUND');
    const after = await rowsOf(demo);
    expect(after.assignments).toEqual(before.assignments);
    expect(after.flows.map((f) => f.name).sort()).toEqual(
      [...before.flows.map((f) => f.name), 'Própria'].sort(),
    );
    expect((await flows(other)).FLUXOS.map((f) => f.name)).not.toContain('Própria');
  });
});
