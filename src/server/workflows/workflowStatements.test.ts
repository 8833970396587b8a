import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedPgliteBackend } from '../testing/loggedPgliteBackend';
import { startTestApp, type TestApp } from '../testing/testApp';
import { taskTestKit } from '../testing/taskTestKit';
import { fillSettings, inspectionModel, workflowStep, workflowTestKit } from '../testing/workflowTestKit';
import { WORKFLOW_JOBS } from './WORKFLOW_JOBS';

/** The engine's own statements: those on the workflow tables, and the document the end step finishes. */
const engine = (statements: string[]) =>
  statements.filter((text) => /workflow_|update "documents" set "finished"/.test(text));

/**
 * A transition under load (issue 14: 10,000 instances each advanced by one step; 10,000 timers drained):
 * every statement is a round trip, so the engine locks the run's instance in one statement, reads the
 * previous person with the run's finishing write, writes a run's due time with the run, a step that
 * never waits (start, end) finished with its entry, and the history with the instance's update.
 */
describe('workflow transitions: statements (PGlite, every statement logged)', () => {
  const statements: string[] = [];
  let t: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let wf: ReturnType<typeof workflowTestKit>;
  let owner: string;
  let operator: string;

  beforeAll(async () => {
    t = await startTestApp(loggedPgliteBackend(statements), {
      // No job or webhook polling: their statements would mix with the command's in the log.
      config: { cacheTtlMs: 60_000, jobsPollMs: 0, webhookPollMs: 0 },
    });
    kit = taskTestKit(t);
    wf = workflowTestKit(t, kit);
    owner = await t.login('dono@demo.campo');
    operator = await t.login('operador@demo.campo');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The bench's workflow: the operator fills "Operador", a timer of 0 minutes, the end. */
  const benchModel = (supervisorId: number) => {
    const model = inspectionModel(supervisorId, [
      workflowStep('start', 'start', 'fill'),
      workflowStep('fill', 'documentFill', 'wait', fillSettings({ kind: 'previousPerson' }, ['op'])),
      workflowStep('wait', 'timer', 'end', { hours: 0, minutes: 0 }),
      workflowStep('end', 'end', null),
    ]);
    model.groups = model.groups.filter((group) => group.id !== 'sup');
    return model;
  };

  it('finishes a step in few statements, and fires its timer in few more; a stale timer stops at once', async () => {
    const { id: formId } = await wf.saveModel(owner, benchModel(await kit.userId('supervisor@demo.campo')));
    const documentId = Number(kit.ok(await wf.start(operator, formId)).ID);
    const [task] = await wf.tasks(documentId);

    statements.length = 0;
    kit.ok(await wf.fill(operator, task!, { ok: 'sim' }));
    const finishing = [...statements];
    // The timer of 0 minutes waits for its job, due at once: late on read, like a late task.
    expect(await wf.states(owner, documentId)).toMatchObject({ fill: 'finished', wait: 'expired' });
    // The task's run step read with the task itself (taskForFilling's one statement), the instance locked
    // through the open run, the run finished, the step's other tasks cancelled, the timer's run entered
    // with its due time, the history with the instance's current step: no re-read of the run, no separate
    // due time, history or previous person.
    expect(engine(finishing)).toHaveLength(6);
    expect(engine(finishing).filter((text) => text.startsWith('select'))).toHaveLength(2);
    // Nothing ended: the document is not read again after the move.
    expect(finishing.filter((text) => /^select \* from "documents"/.test(text))).toHaveLength(0);
    expect(finishing.filter((text) => text.includes('"task_prerequisites"'))).toHaveLength(1);
    expect(finishing.length).toBeLessThanOrEqual(20);

    statements.length = 0;
    expect(await t.app.jobs.runOnce()).toBe(1);
    const timer = [...statements];
    expect((await wf.read(owner, documentId)).WORKFLOW!.status).toBe('finished');
    // Lock, the timer's run finished (with the previous person), the end's run written finished, the
    // document finished, the history with the instance.
    expect(engine(timer)).toHaveLength(5);

    // The same wake-up delivered again: one statement finds the run closed, nothing is written.
    const [run] = await t.db
      .selectFrom('workflow_step_runs')
      .select('id')
      .where('step_id', '=', 'wait')
      .where('instance_id', '=', (eb) =>
        eb.selectFrom('workflow_instances').select('id').where('document_id', '=', documentId),
      )
      .execute();
    await t.app.jobs.schedule(
      WORKFLOW_JOBS.timer,
      { companyId: await kit.companyId('Demo'), runId: run!.id },
      { key: `stale-${run!.id}` },
    );
    statements.length = 0;
    expect(await t.app.jobs.runOnce()).toBe(1);
    expect(engine(statements)).toHaveLength(1);
    expect((await wf.read(owner, documentId)).HISTORICO.filter((h) => h.event === 'finished')).toHaveLength(
      1,
    );
  });
});
