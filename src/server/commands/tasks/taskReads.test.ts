import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggedPgliteBackend } from '../../testing/loggedPgliteBackend';
import { opensTransaction } from '../../testing/opensTransaction';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { taskScene } from '../../testing/taskScene';

type Scene = Awaited<ReturnType<typeof taskScene>>;

/**
 * The task reads under load (issue 13): on PGlite a transaction holds the only connection, so the task
 * list and the task detail read without one, an administrator's list in a single statement (its work
 * groups a subquery, not a query of their own), and a work group's membership counts as soon as it
 * changes (nothing cached that could go stale).
 */
describe('task reads: statements and transactions (PGlite, every statement logged)', () => {
  const statements: string[] = [];
  const backend = loggedPgliteBackend(statements);
  let app: TestApp;
  let scene: Scene;
  let viewer: string;
  let viewerId: number;

  /** The statements `run` executed, with the caches warm (the same call made once before). */
  const statementsOf = async (run: () => Promise<unknown>) => {
    await run();
    statements.length = 0;
    await run();
    return [...statements];
  };
  const list = (token: string, search: string) =>
    scene.kit.call('ConsultarAtividadesFlowV2', { BUSCA: search, PERIODO: 'all' }, token);
  const ids = async (token: string, search: string) =>
    (scene.kit.ok(await list(token, search)).ITEMS as { id: number }[])
      .map((i) => i.id)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    app = await startTestApp(backend, {
      // No job or webhook polling: their statements would mix with the command's in the log.
      config: { cacheTtlMs: 60_000, jobsPollMs: 0, webhookPollMs: 0 },
    });
    scene = await taskScene(app, 'Checklist de leitura');
    viewer = await app.login('visualizador@demo.campo');
    viewerId = await scene.kit.userId('visualizador@demo.campo');
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    statements.length = 0;
  });

  it("an administrator's task list is one statement, in no transaction", async () => {
    await scene.task({ title: 'Leitura única' });
    const run = await statementsOf(async () =>
      expect(await ids(scene.owner, 'Leitura única')).toHaveLength(1),
    );
    expect(run).toHaveLength(1);
    expect(run[0]).toMatch(/^\s*with counts as/);
  });

  it("a viewer's task list opens no transaction; a task's detail is one statement", async () => {
    const id = await scene.task({ title: 'Leitura do visualizador' });
    const viewerList = await statementsOf(async () =>
      expect(await ids(viewer, 'Leitura do visualizador')).toEqual([id]),
    );
    expect(viewerList.length).toBeGreaterThan(0);
    expect(opensTransaction(viewerList)).toBe(false);
    // The detail (row, prerequisites, history) is one statement too.
    const detail = await statementsOf(async () => scene.kit.read(scene.owner, id));
    expect(detail).toHaveLength(1);
  });

  it("a viewer sees its work group's task on a form it may not see, and stops seeing it once removed", async () => {
    const restricted = await scene.kit.form(scene.owner, 'Checklist de leitura restrito');
    scene.kit.ok(
      await scene.kit.call(
        'SalvarPermissoesModelo',
        { ID: restricted, PERMISSOES: { roles: [159], squads: [], employees: [] } },
        scene.owner,
      ),
    );
    const squad = await scene.kit.insertRecord('Demo', 'squad', {
      title: 'Equipe de leitura',
      members: [viewerId],
    });
    const squadTask = await scene.task({
      title: 'Leitura da equipe',
      formId: restricted,
      responsible: { kind: 'squad', id: squad },
    });
    const other = await scene.task({ title: 'Leitura da equipe não', formId: restricted });
    expect(await ids(viewer, 'Leitura da equipe')).toEqual([squadTask]);
    scene.kit.ok(await scene.kit.call('ConsultarAtividade', { ID: squadTask }, viewer));
    expect(scene.kit.failure(await scene.kit.call('ConsultarAtividade', { ID: other }, viewer)).code).toBe(
      'ENTITY_NOT_FOUND',
    );

    await sql`update entity_records set data = jsonb_set(data, '{members}', '[]') where id = ${squad}`.execute(
      app.db,
    );
    expect(await ids(viewer, 'Leitura da equipe')).toEqual([]);
    expect(
      scene.kit.failure(await scene.kit.call('ConsultarAtividade', { ID: squadTask }, viewer)).code,
    ).toBe('ENTITY_NOT_FOUND');
  });
});
