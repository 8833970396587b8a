import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskTestKit } from '../testing/taskTestKit';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { workflowTestKit, type WorkflowView } from '../testing/workflowTestKit';
import { DEMO_WORKFLOW_FORM } from './demoWorkflowForm';
import { DEMO_WORKFLOW_INSTANCES } from './demoWorkflowInstances';
import { seedDemoWorkflows } from './seedDemoWorkflows';

describe.each(testBackends())('the demo workflow documents on $name', (backend) => {
  let t: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let wf: ReturnType<typeof workflowTestKit>;
  let owner: string;
  const seed = () =>
    seedDemoWorkflows(
      t.db,
      { jobs: t.app.jobs, t: t.app.translate('pt-BR'), publicUrl: 'http://campo.test' },
      new Date(),
    );
  /** The workflow of the demo document titled `title`, as the owner reads it. */
  const view = async (title: string): Promise<WorkflowView & { id: number }> => {
    const document = await t.db
      .selectFrom('documents')
      .select('id')
      .where(sql<boolean>`header->>'title' = ${title}`)
      .executeTakeFirstOrThrow();
    return { ...(await wf.read(owner, document.id)), id: document.id };
  };
  const step = (flow: WorkflowView, id: string) => flow.PASSOS.find((s) => s.id === id)!;
  const count = async (table: 'workflow_instances' | 'documents' | 'tasks' | 'outbox_emails') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestApp(backend, { config: { jobsPollMs: 0 } });
    kit = taskTestKit(t);
    wf = workflowTestKit(t, kit);
    owner = await t.login('dono@demo.campo');
    await seed();
  });
  afterAll(() => t?.close());

  it('give the demo workflow form one document in each state, run by the engine', async () => {
    const form = await t.db
      .selectFrom('forms')
      .select('id')
      .where('name', '=', DEMO_WORKFLOW_FORM.name)
      .executeTakeFirstOrThrow();
    const instances = await t.db
      .selectFrom('workflow_instances')
      .select('form_id')
      .where('form_id', '=', form.id)
      .execute();
    expect(instances).toHaveLength(DEMO_WORKFLOW_INSTANCES.length);

    const first = await view('Inspeção da Loja Centro');
    expect(first.WORKFLOW).toMatchObject({ status: 'running', currentStepId: 'vistoria_operador' });
    expect(step(first, 'vistoria_operador').state).toBe('waiting');
    const [task] = await wf.tasks(first.id);
    expect(task).toMatchObject({ status: 'planned', step_id: 'vistoria_operador' });

    const supervisor = await view('Inspeção do depósito');
    expect(supervisor.WORKFLOW).toMatchObject({ status: 'running', currentStepId: 'correcao_supervisor' });
    expect(step(supervisor, 'vistoria_operador').runs[0]!.finishedByName).toBe('Otávio Operador');
    expect(step(supervisor, 'decisao').runs[0]!.branch).toBe('nao_conforme');
    expect(step(supervisor, 'correcao_supervisor').state).toBe('waiting');

    const mailed = await view('Inspeção da recepção');
    expect(mailed.WORKFLOW!.status).toBe('finished');
    expect(step(mailed, 'avisar_cliente').state).toBe('finished');
    expect(step(mailed, 'avisar_cliente').runs[0]!.details.emails).toContain('compras@cliente-demo.com');
    expect(step(mailed, 'correcao_supervisor').state).toBe('notStarted');
    expect(await wf.outbox('compras@cliente-demo.com')).toHaveLength(1);
    expect((await wf.tasks(mailed.id)).map((task) => task.status)).toEqual(['finished']);

    const corrected = await view('Inspeção da cozinha industrial');
    expect(corrected.WORKFLOW!.status).toBe('finished');
    expect(step(corrected, 'correcao_supervisor').runs[0]!.finishedByName).toBe('Sérgio Supervisor');
    expect(step(corrected, 'avisar_cliente').state).toBe('notStarted');
    const document = kit.ok(await kit.call('ConsultarDocumento', { ID: corrected.id }, owner));
    expect(document.DOCUMENTO).toMatchObject({ finished: true });

    const late = await view('Inspeção do estacionamento');
    expect(step(late, 'vistoria_operador').state).toBe('expired');
    expect(step(late, 'vistoria_operador').expiry).toMatchObject({ late: true, unit: 'hours' });

    const jumped = await view('Inspeção da casa de máquinas');
    expect(jumped.WORKFLOW!.status).toBe('finished');
    const jump = step(jumped, 'correcao_supervisor').runs[0]!;
    expect(jump).toMatchObject({
      finishedByName: 'Dona Demo',
      justification: 'Correção confirmada por telefone com o cliente',
    });
    expect(jumped.HISTORICO.find((entry) => entry.event === 'stepJumped')).toMatchObject({
      stepId: 'correcao_supervisor',
      details: { justification: 'Correção confirmada por telefone com o cliente' },
    });
    expect((await wf.tasks(jumped.id)).map((task) => task.status)).toEqual(['finished', 'cancelled']);
  });

  it('are not seeded twice', async () => {
    const before = await Promise.all(
      (['workflow_instances', 'documents', 'tasks', 'outbox_emails'] as const).map(count),
    );
    await seed();
    expect(
      await Promise.all((['workflow_instances', 'documents', 'tasks', 'outbox_emails'] as const).map(count)),
    ).toEqual(before);
  });
});
