import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { testBackends } from '../testing/testApp';
import {
  inspectionModel,
  startWorkflowScene,
  workflowStep,
  type WorkflowScene,
} from '../testing/workflowTestKit';
import { stepHandlers } from './stepHandlers';
import { WORKFLOW_JOBS } from './WORKFLOW_JOBS';

describe.each(testBackends())('workflow jumps, timers, deadlines and failures on $name', (backend) => {
  let { t, kit, wf, owner, operator, supervisor, operatorId, supervisorId } = {} as WorkflowScene;
  let second: FastifyInstance;
  let viewer: string;
  let outra: string;

  beforeAll(async () => {
    ({ t, kit, wf, owner, operator, supervisor, operatorId, supervisorId } = await startWorkflowScene(
      backend,
      { jobsRetryBaseMs: 0 },
    ));
    // A second server process on the same database: its queue competes for the same jobs.
    second = await buildApp({ db: t.db, config: { jobsPollMs: 0, jobsRetryBaseMs: 0 } });
    await second.ready();
    viewer = await t.login('visualizador@demo.campo');
    outra = await t.login('dono@outra.campo');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** Both processes poll until neither finds a due job. */
  const drain = async () => {
    for (let round = 0; round < 20; round++) {
      const ran = await Promise.all([t.app.jobs.runOnce(), second.jobs.runOnce()]);
      if (ran[0] + ran[1] === 0) return;
    }
  };
  const runsOf = (documentId: number) =>
    t.db
      .selectFrom('workflow_step_runs')
      .innerJoin('workflow_instances', (join) =>
        join
          .onRef('workflow_instances.company_id', '=', 'workflow_step_runs.company_id')
          .onRef('workflow_instances.id', '=', 'workflow_step_runs.instance_id'),
      )
      .select(['workflow_step_runs.id', 'workflow_step_runs.step_id', 'workflow_step_runs.state'])
      .where('workflow_instances.document_id', '=', documentId)
      .orderBy('workflow_step_runs.id')
      .execute();
  const jump = (token: string, documentId: number, step: string, justification?: string) =>
    kit.call(
      'AvancarEtapaWorkflow',
      {
        DOCUMENTO_ID: documentId,
        ETAPA: step,
        ...(justification !== undefined ? { JUSTIFICATIVA: justification } : {}),
      },
      token,
    );

  it('jumps the current step with a mandatory justification, once, recorded in the history', async () => {
    const { id: formId } = await wf.saveModel(owner, inspectionModel(supervisorId));
    const documentId = Number(kit.ok(await wf.start(operator, formId)).ID);
    expect(kit.failure(await jump(supervisor, documentId, 'fill1', '  '))).toEqual({
      code: 'WORKFLOW_JUSTIFICATION_REQUIRED',
      message: 'A justificativa é obrigatória',
    });
    expect(kit.failure(await jump(supervisor, documentId, 'fill1')).code).toBe(
      'WORKFLOW_JUSTIFICATION_REQUIRED',
    );
    // Role gate: a viewer reads the workflow but may not jump; another company sees nothing.
    expect((await wf.read(viewer, documentId)).WORKFLOW!.currentStepId).toBe('fill1');
    expect(kit.failure(await jump(viewer, documentId, 'fill1', 'Urgente')).code).toBe('NO_PERMISSION_EDIT');
    expect(kit.failure(await jump(outra, documentId, 'fill1', 'Urgente')).code).toBe('ENTITY_NOT_FOUND');
    expect(
      kit.failure(await kit.call('ConsultarWorkflowDocumento', { DOCUMENTO_ID: documentId }, outra)).code,
    ).toBe('ENTITY_NOT_FOUND');

    const jumped = kit.ok(await jump(supervisor, documentId, 'fill1', 'Operador de férias'));
    // Nothing answered: the default path e-mails and ends.
    expect(jumped).toMatchObject({ ETAPA_ATUAL: null, FINALIZADO: 1 });
    expect(kit.failure(await jump(supervisor, documentId, 'fill1', 'De novo')).code).toBe(
      'WORKFLOW_STEP_NOT_CURRENT',
    );
    const view = await wf.read(supervisor, documentId);
    const fill1 = view.PASSOS.find((s) => s.id === 'fill1')!.runs[0]!;
    expect(fill1).toMatchObject({
      state: 'finished',
      finishedBy: supervisorId,
      justification: 'Operador de férias',
    });
    expect(view.HISTORICO.find((h) => h.event === 'stepJumped')).toMatchObject({
      stepId: 'fill1',
      userId: supervisorId,
      details: { justification: 'Operador de férias' },
    });
    // The step's task is closed: it can no longer be filled.
    const [task] = await wf.tasks(documentId);
    expect(task!.status).toBe('cancelled');
    expect(kit.failure(await wf.fill(operator, task!, { ok: 'sim' })).code).toBe('TASK_NOT_FILLABLE');
  });

  it('rolls a failing transition back whole, and applies it once when it is run again', async () => {
    const { id: formId } = await wf.saveModel(owner, inspectionModel(supervisorId));
    const documentId = Number(kit.ok(await wf.start(operator, formId)).ID);
    const [task] = await wf.tasks(documentId);
    const before = await runsOf(documentId);
    const crash = vi
      .spyOn(stepHandlers.sendEmail!, 'start')
      .mockRejectedValueOnce(new Error('crash mid-step'));
    const failed = await wf.fill(operator, task!, { ok: 'sim', contact: 'crash@cliente.com' });
    expect(failed.ROOT.ERROR_CODE).toBe('INTERNAL_ERROR');
    expect(crash).toHaveBeenCalledTimes(1);
    // Nothing of the save nor of the steps it moved through is kept.
    expect(await runsOf(documentId)).toEqual(before);
    expect((await wf.tasks(documentId)).map((row) => row.status)).toEqual(['planned']);
    expect(await wf.outbox('crash@cliente.com')).toEqual([]);
    const stored = await t.db
      .selectFrom('documents')
      .select('values')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(stored.values).toEqual({});

    kit.ok(await wf.fill(operator, task!, { ok: 'sim', contact: 'crash@cliente.com' }));
    crash.mockRestore();
    expect(await wf.outbox('crash@cliente.com')).toHaveLength(1);
    expect((await runsOf(documentId)).map((run) => [run.step_id, run.state])).toEqual([
      ['start', 'finished'],
      ['fill1', 'finished'],
      ['d1', 'finished'],
      ['mail', 'finished'],
      ['end', 'finished'],
    ]);
  });

  it('fires a timer once with two workers, even when its job is delivered twice', async () => {
    const model = inspectionModel(supervisorId, [
      workflowStep('start', 'start', 'wait'),
      workflowStep('wait', 'timer', 'end', { hours: 0, minutes: 0 }, 'Esperar'),
      workflowStep('end', 'end', null),
    ]);
    model.groups = model.groups.filter((group) => group.id !== 'sup');
    const { id: formId } = await wf.saveModel(owner, model);
    const documentId = Number(kit.ok(await wf.start(operator, formId)).ID);
    const [timer] = (await runsOf(documentId)).filter((run) => run.step_id === 'wait');
    expect(timer!.state).toBe('waiting');
    const companyId = await kit.companyId('Demo');
    // A redelivery: the same wake-up enqueued again under another key.
    await t.app.jobs.schedule(
      WORKFLOW_JOBS.timer,
      { companyId, runId: timer!.id },
      { key: `again-${timer!.id}` },
    );
    await drain();
    expect((await runsOf(documentId)).map((run) => [run.step_id, run.state])).toEqual([
      ['start', 'finished'],
      ['wait', 'finished'],
      ['end', 'finished'],
    ]);
    const view = await wf.read(owner, documentId);
    expect(view.WORKFLOW!.status).toBe('finished');
    expect(view.HISTORICO.filter((h) => h.event === 'stepFinished' && h.stepId === 'wait')).toHaveLength(1);
    expect(view.HISTORICO.filter((h) => h.event === 'finished')).toHaveLength(1);
  });

  it('marks a waiting fill step expired at its deadline, once; the late task is still filled', async () => {
    const { id: formId } = await wf.saveModel(owner, inspectionModel(supervisorId));
    const documentId = Number(kit.ok(await wf.start(operator, formId)).ID);
    const [run] = (await runsOf(documentId)).filter((r) => r.step_id === 'fill1');
    const companyId = await kit.companyId('Demo');
    // Its deadline job is due in 24 hours; two copies delivered now stand for it coming due.
    for (const key of ['due-1', 'due-2'])
      await t.app.jobs.schedule(
        WORKFLOW_JOBS.deadline,
        { companyId, runId: run!.id },
        { key: `${key}-${run!.id}` },
      );
    await drain();
    const view = await wf.read(operator, documentId);
    expect(view.PASSOS.find((s) => s.id === 'fill1')!.state).toBe('expired');
    expect(view.HISTORICO.filter((h) => h.event === 'stepExpired')).toHaveLength(1);
    // Past its due time the label says how late it is.
    await t.db
      .updateTable('workflow_step_runs')
      .set({ due_at: new Date(Date.now() - 90 * 60_000) })
      .where('id', '=', run!.id)
      .execute();
    expect((await wf.read(operator, documentId)).PASSOS.find((s) => s.id === 'fill1')!.expiry).toEqual({
      amount: 1,
      unit: 'hours',
      late: true,
    });
    const [task] = await wf.tasks(documentId);
    kit.ok(await wf.fill(operator, task!, { ok: 'nao' }));
    expect((await wf.read(operator, documentId)).PASSOS.find((s) => s.id === 'fill1')!.state).toBe(
      'finished',
    );
  });

  it('creates an activity through the task checks and sends a survey to a field’s address', async () => {
    const model = inspectionModel(supervisorId, [
      workflowStep('start', 'start', 'act'),
      workflowStep(
        'act',
        'createActivity',
        'survey',
        { task: { title: 'Retorno ao cliente', dueDays: 2 } },
        'Retorno',
      ),
      workflowStep('survey', 'sendSurvey', 'end', { to: 'fieldOption', fieldId: 'contact' }, 'Pesquisa'),
      workflowStep('end', 'end', null),
    ]);
    model.groups = model.groups.filter((group) => group.id !== 'sup');
    const { id: formId } = await wf.saveModel(owner, model);
    const documentId = Number(
      kit.ok(await wf.start(operator, formId, 1, { contact: 'pesquisa@cliente.com' })).ID,
    );
    const view = await wf.read(operator, documentId);
    expect(view.WORKFLOW!.status).toBe('finished');
    const [taskId] = view.PASSOS.find((s) => s.id === 'act')!.runs[0]!.details.taskIds!;
    const task = await t.db
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', taskId!)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({
      title: 'Retorno ao cliente',
      form_id: formId,
      responsible_kind: 'employee',
      responsible_id: operatorId,
      status: 'planned',
    });
    const [survey] = await wf.outbox('pesquisa@cliente.com');
    expect(survey!.subject).toBe('Pesquisa: Inspeção com aprovação do supervisor');
    expect(survey!.body_text).toContain(`/#/form/view/${formId}`);
    const document = await t.db
      .selectFrom('documents')
      .select('finished')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(document.finished).toBe(true);

    // The task checks hold: a form that does not exist refuses the start, and nothing is kept.
    const broken = inspectionModel(supervisorId, [
      workflowStep('start', 'start', 'act'),
      workflowStep('act', 'createActivity', 'end', { task: { title: 'X', formId: 999999 } }),
      workflowStep('end', 'end', null),
    ]);
    broken.groups = broken.groups.filter((group) => group.id !== 'sup');
    const { id: brokenForm } = await wf.saveModel(owner, broken);
    expect(kit.failure(await wf.start(operator, brokenForm)).code).toBe('ENTITY_NOT_FOUND');
    expect(
      await t.db.selectFrom('workflow_instances').select('id').where('form_id', '=', brokenForm).execute(),
    ).toEqual([]);
  });

  it('links the survey to the form the step names, only a form of the company', async () => {
    const surveyModel = {
      name: 'Pesquisa de satisfação',
      groups: [
        { id: 'q', name: 'Perguntas', fields: [{ id: 'nota', name: 'Nota', type: 'number' as const }] },
      ],
    };
    const { id: surveyFormId } = await wf.saveModel(owner, surveyModel);
    const { id: foreignFormId } = await wf.saveModel(outra, { ...surveyModel, name: 'Pesquisa da outra' });
    const withSurvey = (formId: number) => {
      const model = inspectionModel(supervisorId, [
        workflowStep('start', 'start', 'survey'),
        workflowStep(
          'survey',
          'sendSurvey',
          'end',
          { to: 'fieldOption', fieldId: 'contact', formId },
          'Pesquisa',
        ),
        workflowStep('end', 'end', null),
      ]);
      model.groups = model.groups.filter((group) => group.id !== 'sup');
      return model;
    };
    const { id: formId } = await wf.saveModel(owner, withSurvey(surveyFormId));
    kit.ok(await wf.start(operator, formId, 1, { contact: 'satisfacao@cliente.com' }));
    const [survey] = await wf.outbox('satisfacao@cliente.com');
    expect(survey!.subject).toBe('Pesquisa: Pesquisa de satisfação');
    expect(survey!.body_text).toContain(`/#/form/view/${surveyFormId}`);
    expect(survey!.body_text).not.toContain(`/#/form/view/${formId}`);

    // Another company's form is refused, and the start with it: nothing is kept, no mail goes out.
    const { id: foreignSurvey } = await wf.saveModel(owner, withSurvey(foreignFormId));
    expect(
      kit.failure(await wf.start(operator, foreignSurvey, 1, { contact: 'fora@cliente.com' })).code,
    ).toBe('ENTITY_NOT_FOUND');
    expect(await wf.outbox('fora@cliente.com')).toEqual([]);
    expect(
      await t.db.selectFrom('workflow_instances').select('id').where('form_id', '=', foreignSurvey).execute(),
    ).toEqual([]);
  });

  it('refuses another company’s document and a document whose flow runs saved outside its step', async () => {
    const { id: formId } = await wf.saveModel(owner, inspectionModel(supervisorId));
    const documentId = Number(kit.ok(await wf.start(operator, formId)).ID);
    const direct = await kit.call(
      'SalvarDocumento',
      { ID: documentId, MODELO_ID: formId, VERSAO: 1, VALORES: { ok: 'sim' }, FINALIZADO: 0 },
      operator,
    );
    expect(kit.failure(direct).code).toBe('ENTITY_NOT_FOUND');
    const [task] = await wf.tasks(documentId);
    expect(kit.failure(await wf.fill(supervisor, task!, { ok: 'sim' })).code).toBe('TASK_NOT_RESPONSIBLE');
    expect(
      kit.failure(
        await kit.call('ConsultarWorkflowDocumento', { DOCUMENTO_ID: documentId, ATIVIDADE_ID: 1 }, owner),
      ).code,
    ).toBe('ENTITY_NOT_FOUND');
  });
});
