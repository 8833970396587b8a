import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggedPgliteBackend } from '../../testing/loggedPgliteBackend';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { taskScene } from '../../testing/taskScene';

type Scene = Awaited<ReturnType<typeof taskScene>>;

/**
 * Creating a task under load (issue 13): every statement is a round trip and a syscall, so the checks
 * of what a new task points at (form, responsible, records) are folded into few statements, and no
 * webhook row is written for a company with no webhook to deliver to.
 */
describe('SalvarAtividade create: statements (PGlite, every statement logged)', () => {
  const statements: string[] = [];
  let app: TestApp;
  let scene: Scene;

  beforeAll(async () => {
    app = await startTestApp(loggedPgliteBackend(statements), {
      // No job or webhook polling: their statements would mix with the command's in the log.
      config: { cacheTtlMs: 60_000, jobsPollMs: 0, webhookPollMs: 0 },
    });
    scene = await taskScene(app, 'Checklist de criação');
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    statements.length = 0;
  });

  it('creates a task in few statements', async () => {
    await scene.task({ title: 'Aquecimento' });
    statements.length = 0;
    const id = await scene.task({ title: 'Criação contada' });
    const run = [...statements];
    expect((await scene.row(id)).title).toBe('Criação contada');
    // begin, work groups, form, folders, responsible, insert, commit: no form model, no webhook row.
    expect(run).toHaveLength(7);
    expect(run.some((text) => /form_versions|webhook_deliveries/.test(text))).toBe(false);
  });

  it('an edit that keeps the prerequisites leaves their rows alone; one that changes them rewrites them', async () => {
    const id = await scene.task({ title: 'Edição contada' });
    const base = {
      title: 'Edição contada',
      formId: scene.formId,
      responsible: { kind: 'employee', id: scene.operatorId },
      startDate: scene.kit.day(0),
      startHour: '00:00',
    };
    const edit = async (version: number, fields: Record<string, unknown>) => {
      statements.length = 0;
      const answer = await scene.kit.call(
        'SalvarAtividade',
        { ID: id, VERSAO: version, ATIVIDADE: { ...base, ...fields } },
        scene.owner,
      );
      expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
      return { version: Number(answer.ROOT.VERSAO), run: [...statements] };
    };
    const storedPrerequisites = async () =>
      (
        await app.db
          .selectFrom('task_prerequisites')
          .select('prerequisite_id')
          .where('task_id', '=', id)
          .execute()
      ).map((r) => r.prerequisite_id);
    const kept = await edit(1, { title: 'Edição contada 2' });
    const rewrites = (run: string[]) =>
      run.filter((text) => /^(delete|insert)/i.test(text.trim()) && text.includes('task_prerequisites'));
    expect(rewrites(kept.run)).toEqual([]);
    const other = await scene.task({ title: 'Pré-requisito' });
    const changed = await edit(kept.version, { prerequisites: [other] });
    expect(rewrites(changed.run)).toHaveLength(2);
    expect(await storedPrerequisites()).toEqual([other]);
    const again = await edit(changed.version, { title: 'Edição contada 3', prerequisites: [other] });
    expect(rewrites(again.run)).toEqual([]);
    expect(await storedPrerequisites()).toEqual([other]);
  });
});
