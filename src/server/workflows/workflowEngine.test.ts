import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing/testApp';
import {
  inspectionModel,
  startWorkflowScene,
  workflowStep,
  type WorkflowScene,
} from '../testing/workflowTestKit';

describe.each(testBackends())('the workflow engine on $name', (backend) => {
  let { t, kit, wf, owner, operator, supervisor, operatorId, supervisorId } = {} as WorkflowScene;
  beforeAll(async () => {
    ({ t, kit, wf, owner, operator, supervisor, operatorId, supervisorId } =
      await startWorkflowScene(backend));
  });
  afterAll(() => t?.close());

  it('runs a non-compliant inspection: operator fills, the decision routes to the supervisor, the end finishes the document', async () => {
    const { id: formId } = await wf.saveModel(owner, inspectionModel(supervisorId));
    const started = kit.ok(await wf.start(operator, formId));
    const documentId = Number(started.ID);
    // The starter's part is done; the document stays open while its workflow runs.
    const document = await t.db
      .selectFrom('documents')
      .select('finished')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(document.finished).toBe(false);
    expect(await wf.states(operator, documentId)).toEqual({
      start: 'finished',
      fill1: 'waiting',
      d1: 'notStarted',
      fill2: 'notStarted',
      mail: 'notStarted',
      end: 'notStarted',
    });
    const [first] = await wf.tasks(documentId);
    expect(first).toMatchObject({
      step_id: 'fill1',
      status: 'planned',
      responsible_kind: 'employee',
      responsible_id: operatorId,
    });
    // Due after the step's 24 hours, to the minute.
    expect(Math.abs(first!.due_at!.getTime() - Date.now() - 24 * 3_600_000)).toBeLessThan(2 * 60_000);
    const view = await wf.read(operator, documentId, first!.id);
    expect(view.GRUPOS_EDITAVEIS).toEqual(['op']);
    expect(view.PASSOS.find((s) => s.id === 'fill1')!.expiry).toEqual({
      amount: 23,
      unit: 'hours',
      late: false,
    });

    // Only the step's groups may change.
    expect(kit.failure(await wf.fill(operator, first!, { ok: 'nao', corrective: 'x' }))).toEqual({
      code: 'WORKFLOW_GROUP_READ_ONLY',
      message: 'O grupo Supervisor não pode ser alterado nesta etapa do workflow',
    });
    kit.ok(await wf.fill(operator, first!, { ok: 'nao', contact: 'nc@cliente.com' }));
    expect(await wf.states(operator, documentId)).toMatchObject({
      fill1: 'finished',
      d1: 'finished',
      fill2: 'waiting',
      mail: 'notStarted',
    });
    const second = (await wf.tasks(documentId))[1]!;
    expect(second).toMatchObject({ step_id: 'fill2', responsible_id: supervisorId, status: 'planned' });
    expect(Math.abs(second.due_at!.getTime() - Date.now() - 48 * 3_600_000)).toBeLessThan(2 * 60_000);

    // The supervisor fills its group: the operator's answers are read-only, its own group required.
    expect(kit.failure(await wf.fill(supervisor, second, { ok: 'sim', corrective: 'Trocar' })).code).toBe(
      'WORKFLOW_GROUP_READ_ONLY',
    );
    expect(kit.failure(await wf.fill(supervisor, second, {})).code).toBe('DOCUMENT_INVALID');
    kit.ok(await wf.fill(supervisor, second, { ok: 'nao', corrective: 'Trocar a peça' }));

    const done = await wf.read(supervisor, documentId);
    expect(done.WORKFLOW).toMatchObject({ status: 'finished', currentStepId: null });
    expect(done.PASSOS.map((s) => [s.id, s.state])).toEqual([
      ['start', 'finished'],
      ['fill1', 'finished'],
      ['d1', 'finished'],
      ['fill2', 'finished'],
      ['mail', 'notStarted'],
      ['end', 'finished'],
    ]);
    const steps = Object.fromEntries(done.PASSOS.map((s) => [s.id, s.runs]));
    expect(steps.d1![0]).toMatchObject({ branch: 'nc' });
    expect(steps.fill1![0]).toMatchObject({ finishedBy: operatorId, finishedByName: 'Otávio Operador' });
    expect(steps.fill2![0]).toMatchObject({ finishedBy: supervisorId });
    expect(done.HISTORICO.map((h) => [h.event, h.stepId])).toEqual([
      ['started', null],
      ['stepStarted', 'start'],
      ['stepFinished', 'start'],
      ['stepStarted', 'fill1'],
      ['stepFinished', 'fill1'],
      ['stepStarted', 'd1'],
      ['stepFinished', 'd1'],
      ['stepStarted', 'fill2'],
      ['stepFinished', 'fill2'],
      ['stepStarted', 'end'],
      ['stepFinished', 'end'],
      ['finished', 'end'],
    ]);
    const stored = await t.db
      .selectFrom('documents')
      .select(['finished', 'values'])
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      finished: true,
      values: { ok: 'nao', contact: 'nc@cliente.com', corrective: 'Trocar a peça' },
    });
    expect((await wf.tasks(documentId)).map((task) => task.status)).toEqual(['finished', 'finished']);
  });

  it('runs a compliant inspection: the decision’s default path e-mails the client and the contact field', async () => {
    const { id: formId } = await wf.saveModel(owner, inspectionModel(supervisorId));
    const documentId = Number(kit.ok(await wf.start(operator, formId)).ID);
    const [task] = await wf.tasks(documentId);
    kit.ok(await wf.fill(operator, task!, { ok: 'sim', contact: 'Contato@Conforme.com' }));
    const mail = await wf.outbox('contato@conforme.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Inspeção Conforme');
    expect(mail[0]!.body_text).toContain('Resultado: Conforme. Contato: Contato@Conforme.com');
    expect(mail[0]!.body_text).toContain(`/#/finished_form/${documentId}`);
    const view = await wf.read(owner, documentId);
    expect(view.WORKFLOW!.status).toBe('finished');
    const sent = view.PASSOS.find((s) => s.id === 'mail')!;
    expect(sent.state).toBe('finished');
    expect(sent.runs[0]!.details.emails).toEqual(['cliente@exemplo.com', 'contato@conforme.com']);
    expect(view.PASSOS.find((s) => s.id === 'd1')!.runs[0]!.branch).toBe('conforme');
    expect(view.PASSOS.find((s) => s.id === 'fill2')!.state).toBe('notStarted');
  });

  it('keeps a running instance on its model version when the workflow is edited', async () => {
    const model = inspectionModel(supervisorId);
    const { id: formId } = await wf.saveModel(owner, model);
    const onV1 = Number(kit.ok(await wf.start(operator, formId)).ID);
    // Version 2: the operator's fill leads straight to the end.
    const shorter = inspectionModel(supervisorId, [
      workflowStep('start', 'start', 'fill1'),
      workflowStep('fill1', 'documentFill', 'end', model.workflow!.steps[1]!.settings, 'Vistoria'),
      workflowStep('end', 'end', null),
    ]);
    // No step fills "Supervisor" any more: it goes (its required field would fall to the starter).
    shorter.groups = shorter.groups.filter((group) => group.id !== 'sup');
    await wf.saveModel(owner, shorter, formId, 1);
    const onV2 = Number(kit.ok(await wf.start(operator, formId, 2)).ID);

    const [v1Task] = await wf.tasks(onV1);
    kit.ok(await wf.fill(operator, v1Task!, { ok: 'nao' }));
    expect((await wf.read(operator, onV1)).WORKFLOW).toMatchObject({ version: 1, currentStepId: 'fill2' });

    const [v2Task] = await wf.tasks(onV2);
    kit.ok(await wf.fill(operator, v2Task!, { ok: 'nao' }, 2));
    expect((await wf.read(operator, onV2)).WORKFLOW).toMatchObject({ version: 2, status: 'finished' });
  });

  it('goes back to an earlier step below a decision, and back to the start to redo the document', async () => {
    const decision = (target: string) =>
      inspectionModel(supervisorId, [
        workflowStep('start', 'start', 'fill1'),
        workflowStep('fill1', 'documentFill', 'd1', {
          assignee: { kind: 'previousPerson' },
          deadlineHours: 8,
          groups: ['op'],
        }),
        workflowStep('d1', 'decision', null, {
          paths: [
            { id: 'ok', name: 'OK', rule: null, next: 'end' },
            {
              id: 'redo',
              name: 'Refazer',
              rule: { field: 'ok', comparison: 'equal', value: 'nao' },
              next: 'back',
            },
          ],
          defaultPathId: 'ok',
        }),
        workflowStep('back', 'redirect', null, { target }),
        workflowStep('end', 'end', null),
      ]);
    for (const target of ['fill1', 'start']) {
      const model = decision(target);
      model.groups = model.groups.filter((group) => group.id !== 'sup');
      const { id: formId } = await wf.saveModel(owner, model);
      const documentId = Number(kit.ok(await wf.start(operator, formId)).ID);
      const [first] = await wf.tasks(documentId);
      kit.ok(await wf.fill(operator, first!, { ok: 'nao' }));
      const tasks = await wf.tasks(documentId);
      expect(tasks.map((task) => [task.step_id, task.status])).toEqual([
        ['fill1', 'finished'],
        ['fill1', 'planned'],
      ]);
      const view = await wf.read(operator, documentId);
      expect(view.WORKFLOW!.currentStepId).toBe('fill1');
      expect(view.PASSOS.find((s) => s.id === 'fill1')!.runs.map((r) => r.state)).toEqual([
        'finished',
        'waiting',
      ]);
      expect(view.PASSOS.find((s) => s.id === 'start')!.runs).toHaveLength(target === 'start' ? 2 : 1);
      // The redone fill may change the answer it gave before.
      kit.ok(await wf.fill(operator, tasks[1]!, { ok: 'sim' }));
      expect((await wf.read(operator, documentId)).WORKFLOW!.status).toBe('finished');
    }
  });
});
