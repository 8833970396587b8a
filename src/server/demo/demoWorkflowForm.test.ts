import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { taskTestKit } from '../testing/taskTestKit';
import { workflowTestKit } from '../testing/workflowTestKit';
import { DEMO_WORKFLOW_FORM } from './demoWorkflowForm';

describe.each(testBackends())('the Demo workflow form on $name', (backend) => {
  let t: TestApp;
  let operator: string;
  let supervisor: string;
  let kit: ReturnType<typeof taskTestKit>;
  let wf: ReturnType<typeof workflowTestKit>;
  let formId: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { config: { jobsPollMs: 0 } });
    kit = taskTestKit(t);
    wf = workflowTestKit(t, kit);
    operator = await t.login('operador@demo.campo');
    supervisor = await t.login('supervisor@demo.campo');
    const form = await t.db
      .selectFrom('forms')
      .select('id')
      .where('name', '=', DEMO_WORKFLOW_FORM.name)
      .executeTakeFirstOrThrow();
    formId = form.id;
  });
  afterAll(() => t?.close());

  it('sends a non-compliant inspection to the supervisors, and a compliant one to the client', async () => {
    const nc = Number(kit.ok(await wf.start(operator, formId)).ID);
    const [vistoria] = await wf.tasks(nc);
    kit.ok(await wf.fill(operator, vistoria!, { resultado: 'nao_conforme', observacao: 'Extintor vencido' }));
    const supervisorId = await kit.userId('supervisor@demo.campo');
    const correction = (await wf.tasks(nc)).find((task) => task.responsible_id === supervisorId)!;
    expect(correction.step_id).toBe('correcao_supervisor');
    kit.ok(await wf.fill(supervisor, correction, { acao_corretiva: 'Extintor trocado' }));
    expect((await wf.read(supervisor, nc)).WORKFLOW!.status).toBe('finished');

    const ok = Number(kit.ok(await wf.start(operator, formId)).ID);
    const [first] = await wf.tasks(ok);
    kit.ok(
      await wf.fill(operator, first!, { resultado: 'conforme', email_cliente: 'compras@cliente-demo.com' }),
    );
    const [mail] = await wf.outbox('compras@cliente-demo.com');
    expect(mail!.subject).toBe('Inspeção concluída: Conforme');
    expect((await wf.states(operator, ok)).correcao_supervisor).toBe('notStarted');
  });
});
