import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { documentTestKit } from '../../testing/documentTestKit';
import { formTestKit } from '../../testing/formTestKit';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { emailSettings, inspectionModel, workflowStep } from '../../testing/workflowTestKit';

const SAVE_ERROR = 'Não foi possível salvar o modelo. Por favor, revise o workflow e salve-o novamente';

describe.each(testBackends())('a form model’s workflow on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let operator: string;
  let outra: string;
  let supervisorId: number;
  const { call, ok, error } = formTestKit(() => t);

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await t.login('dono@demo.campo');
    operator = await t.login('operador@demo.campo');
    outra = await t.login('dono@outra.campo');
    supervisorId = await documentTestKit(t).userId('supervisor@demo.campo');
  });
  afterAll(() => t?.close());

  const save = (model: FormModel, id?: number, version?: number) =>
    call('SalvarModelo', { MODELO: model, ...(id ? { ID: id, VERSAO: version, EDICAO: 'wf' } : {}) }, owner);

  it('is saved and served with the model, versioned with it, and its steps listed', async () => {
    const model = inspectionModel(supervisorId);
    const id = Number(ok(await save(model)).ID);
    const read = ok(await call('ConsultarModeloDocumento', { ID: id }, operator)).MODELO as {
      model: FormModel;
    };
    expect(read.model.workflow).toEqual(model.workflow);

    const steps = ok(await call('ConsultarPassosWorkflowModelo', { ID: id }, operator)).PASSOS;
    expect(steps).toEqual([
      { id: 'start', name: 'Início', type: 'start' },
      { id: 'fill1', name: 'Vistoria', type: 'documentFill' },
      { id: 'd1', name: 'Conforme?', type: 'decision' },
      { id: 'fill2', name: 'Correção', type: 'documentFill' },
      { id: 'mail', name: 'Avisar cliente', type: 'sendEmail' },
      { id: 'end', name: 'Fim', type: 'end' },
    ]);
    const shorter = inspectionModel(supervisorId);
    shorter.workflow!.steps = shorter.workflow!.steps.map((s) =>
      s.id === 'start' ? { ...s, next: 'end' } : s,
    );
    shorter.workflow!.steps = shorter.workflow!.steps.filter((s) => ['start', 'end'].includes(s.id));
    ok(await save(shorter, id, 1));
    expect(ok(await call('ConsultarPassosWorkflowModelo', { ID: id }, owner)).PASSOS).toHaveLength(2);
    expect(ok(await call('ConsultarPassosWorkflowModelo', { ID: id, VERSAO: 1 }, owner)).PASSOS).toHaveLength(
      6,
    );
    // Another company's model is not found.
    expect(error(await call('ConsultarPassosWorkflowModelo', { ID: id }, outra)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
  });

  it('refuses an unconfigured workflow with the spec’s message, naming the steps to revise', async () => {
    const model = inspectionModel(supervisorId);
    model.workflow!.steps = model.workflow!.steps.map((s) =>
      s.id === 'fill2' ? { ...s, settings: { ...s.settings, assignee: null } } : s,
    );
    const refused = await save(model);
    expect(error(refused)).toEqual({ code: 'WORKFLOW_INVALID', message: SAVE_ERROR });
    expect(refused.ROOT.ETAPAS).toEqual(['fill2']);
    expect(refused.ROOT.PROBLEMAS).toEqual([
      { code: 'DOCUMENT_FILL_ASSIGNEE_REQUIRED', message: 'Informe quem vai preencher', stepId: 'fill2' },
    ]);

    const unknownGroup = inspectionModel(supervisorId);
    unknownGroup.workflow!.steps = unknownGroup.workflow!.steps.map((s) =>
      s.id === 'fill2' ? { ...s, settings: { ...s.settings, groups: ['nenhum'] } } : s,
    );
    const second = await save(unknownGroup);
    expect(error(second)).toEqual({ code: 'WORKFLOW_INVALID', message: SAVE_ERROR });
    expect(second.ROOT.ETAPAS).toEqual(['fill2']);
  });

  it('checks the spec’s workflow rules on save, each step with its message; editing needs MODEL EDIT', async () => {
    const model = inspectionModel(supervisorId, [
      workflowStep('start', 'start', 'd1'),
      workflowStep('d1', 'decision', null, {
        paths: [{ id: 'only', name: 'Único', rule: null, next: 'mail' }],
        defaultPathId: null,
      }),
      workflowStep('mail', 'sendEmail', 'back', emailSettings([], [], { text: ' ' })),
      workflowStep('back', 'redirect', null, { target: 'end' }),
      workflowStep('end', 'end', null),
    ]);
    const refused = await save(model);
    expect(error(refused)).toEqual({ code: 'WORKFLOW_INVALID', message: SAVE_ERROR });
    expect(
      (refused.ROOT.PROBLEMAS as Array<{ code: string; stepId: string }>).map((p) => [p.stepId, p.code]),
    ).toEqual([
      ['d1', 'DECISION_DEFAULT_PATH_REQUIRED'],
      ['d1', 'DECISION_TWO_PATHS_REQUIRED'],
      ['mail', 'SEND_EMAIL_RECIPIENT_REQUIRED'],
      ['mail', 'SEND_EMAIL_MESSAGE_REQUIRED'],
      ['back', 'REDIRECT_EARLIER_STEP_ONLY'],
      [null, 'WORKFLOW_END_UNREACHABLE'],
    ]);
    expect(error(await call('SalvarModelo', { MODELO: inspectionModel(supervisorId) }, operator)).code).toBe(
      'NO_PERMISSION_EDIT',
    );
  });

  it('refuses deleting a group, field or option a step uses, naming the step', async () => {
    const id = Number(ok(await save(inspectionModel(supervisorId))).ID);
    const withoutGroup = inspectionModel(supervisorId);
    withoutGroup.groups = withoutGroup.groups.filter((g) => g.id !== 'sup');
    expect(error(await save(withoutGroup, id, 1))).toEqual({
      code: 'FORM_ITEM_IN_USE',
      message: 'Não é possível excluir Supervisor: usado na etapa Correção do workflow',
    });
    const withoutField = inspectionModel(supervisorId);
    withoutField.groups[0]!.fields = withoutField.groups[0]!.fields.filter((f) => f.id !== 'contact');
    expect(error(await save(withoutField, id, 1)).message).toBe(
      'Não é possível excluir E-mail do cliente: usado na etapa Avisar cliente do workflow',
    );
    const withoutOption = inspectionModel(supervisorId);
    withoutOption.groups[0]!.fields[0]!.options = [{ id: 'sim', name: 'Conforme' }];
    expect(error(await save(withoutOption, id, 1)).message).toBe(
      'Não é possível excluir Não conforme: usado na etapa Conforme? do workflow',
    );
  });
});
