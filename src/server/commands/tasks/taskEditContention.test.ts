import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskScene } from '../../testing/taskScene';

type Scene = Awaited<ReturnType<typeof taskScene>>;

/** SalvarAtividade of task `id` at `version` as the scene's owner, with a new title. */
const saveTitle = (scene: Scene, id: number, version: number, title: string) =>
  scene.kit.call(
    'SalvarAtividade',
    {
      ID: id,
      VERSAO: version,
      ATIVIDADE: {
        title,
        formId: scene.formId,
        responsible: { kind: 'employee', id: scene.operatorId },
        startDate: scene.kit.day(0),
        startHour: '00:00',
      },
    },
    scene.owner,
  );

/** Edits that meet other edits: stale versions, parallel saves, mass edits that change nothing. */
describe.each(testBackends())('task edits under contention on $name', (backend) => {
  let app: TestApp;
  let scene: Scene;

  beforeAll(async () => {
    app = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
    scene = await taskScene(app, 'Checklist de contenção');
  });
  afterAll(async () => {
    await app?.close();
  });

  const historyOf = async (id: number) =>
    app.db.selectFrom('task_history').select('changes').where('task_id', '=', id).execute();
  const massEdit = (IDS: number[]) =>
    scene.kit.call('AlterarAtividades', { IDS, ALTERACOES: { urgent: true } }, scene.owner);

  it('AlterarAtividades writes nothing to a task it leaves as it is: no version bump, no history row', async () => {
    const already = await scene.task({ title: 'Já urgente', urgent: true });
    const changes = await scene.task({ title: 'Ainda não urgente' });
    const before = await scene.row(already);
    expect(scene.kit.ok(await massEdit([already, changes])).ALTERADAS).toBe(2);
    const after = await scene.row(already);
    expect(after.version).toBe(1);
    expect(new Date(after.updated_at).getTime()).toBe(new Date(before.updated_at).getTime());
    expect(await historyOf(already)).toEqual([]);
    expect(await scene.row(changes)).toMatchObject({ version: 2, urgent: true });
    expect(await historyOf(changes)).toHaveLength(1);

    // Sent again, the edit changes nothing anywhere.
    scene.kit.ok(await massEdit([already, changes]));
    expect((await scene.row(already)).version).toBe(1);
    expect((await scene.row(changes)).version).toBe(2);
    expect(await historyOf(changes)).toHaveLength(1);
  });

  it('lets exactly one of 6 parallel saves of the same version win; the others are STALE_VERSION', async () => {
    const id = await scene.task({ title: 'Disputada' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => saveTitle(scene, id, 1, `Versão ${i}`)),
    );
    expect(answers.filter((a) => a.ROOT.RESULT === '1')).toHaveLength(1);
    for (const lost of answers.filter((a) => a.ROOT.RESULT !== '1'))
      expect(scene.kit.failure(lost).code).toBe('STALE_VERSION');
    expect((await scene.row(id)).version).toBe(2);
    expect(await historyOf(id)).toHaveLength(1);
  });
});

// A second transaction holding a task's row lock needs a second connection: PostgreSQL only.
describe.each(testBackends().filter((b) => b.name === 'postgres'))('task row locks on $name', (backend) => {
  let app: TestApp;
  let scene: Scene;

  beforeAll(async () => {
    app = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
    scene = await taskScene(app, 'Checklist de bloqueio');
  });
  afterAll(async () => {
    await app?.close();
  });

  const edit = (id: number, version: number, title: string) => saveTitle(scene, id, version, title);

  it('refuses a stale SalvarAtividade at once while another transaction holds the row lock', async () => {
    const id = await scene.task({ title: 'Travada' });
    scene.kit.ok(await edit(id, 1, 'Segunda versão'));
    const holder = await app.db.startTransaction().execute();
    try {
      await holder.selectFrom('tasks').select('id').where('id', '=', id).forUpdate().execute();
      const started = performance.now();
      const answer = await Promise.race([
        edit(id, 1, 'Antiga'),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000)),
      ]);
      expect(answer).not.toBe('waited');
      expect(scene.kit.failure(answer as Exclude<typeof answer, 'waited'>).code).toBe('STALE_VERSION');
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await holder.rollback().execute();
    }
  });

  it('re-checks the version under the lock: an edit that waited behind a committed one is STALE_VERSION', async () => {
    const id = await scene.task({ title: 'Em espera' });
    const holder = await app.db.startTransaction().execute();
    await holder.selectFrom('tasks').select('id').where('id', '=', id).forUpdate().execute();
    // Passes the unlocked look (version 1), then queues for the lock.
    const waiting = edit(id, 1, 'Atrasada');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await holder.updateTable('tasks').set({ version: 2 }).where('id', '=', id).execute();
    await holder.commit().execute();
    expect(scene.kit.failure(await waiting).code).toBe('STALE_VERSION');
    expect((await scene.row(id)).version).toBe(2);
  });
});
