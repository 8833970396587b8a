import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATES } from '../../runtime/tasks/TASK_STATES';
import { taskTestKit } from '../testing/taskTestKit';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { DEMO_PASSWORD } from './demoPassword';
import { seedDemo } from './seedDemo';

describe.each(testBackends())('the demo tasks on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;

  beforeAll(async () => {
    app = await startTestApp(backend);
    kit = taskTestKit(app);
  });
  afterAll(() => app.close());

  it('give the Demo company a task in every state, some awaiting approval, and recurrent tasks', async () => {
    const owner = await app.login('dono@demo.campo');
    const list = kit.ok(
      await kit.call(
        'ConsultarAtividadesFlowV2',
        { PERIODO: 'all', ESTADOS: TASK_STATES, PAGE_SIZE: 200 },
        owner,
      ),
    ) as unknown as {
      RESUMO: Record<string, number>;
      ITEMS: Array<{ doneLabel: string | null; approval: string | null }>;
    };
    for (const state of TASK_STATES) expect(list.RESUMO[state], state).toBeGreaterThan(0);
    const labels = new Set(list.ITEMS.map((t) => t.doneLabel));
    expect([...labels]).toEqual(expect.arrayContaining(['onTime', 'late', 'noDueDate']));
    expect(list.ITEMS.some((t) => t.approval === 'disapproved')).toBe(true);

    const supervisor = await app.login('supervisor@demo.campo');
    const approvals = kit.ok(await kit.call('ConsultarAprovacoes', {}, supervisor)) as unknown as {
      ITEMS: Array<{ documentId: number }>;
    };
    expect(approvals.ITEMS.length).toBeGreaterThanOrEqual(2);
    const document = kit.ok(
      await kit.call('ConsultarDocumento', { ID: approvals.ITEMS[0]!.documentId }, supervisor),
    );
    expect((document.DOCUMENTO as { finished: boolean }).finished).toBe(true);

    const recurrent = await app.db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('recurrent_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(recurrent.n)).toBeGreaterThan(4);
  });

  it('are not seeded twice', async () => {
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('tasks')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDemo(app.db, { demo: true, adminPassword: DEMO_PASSWORD });
    expect(await count()).toBe(before);
  });
});
