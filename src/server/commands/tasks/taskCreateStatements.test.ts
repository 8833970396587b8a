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
});
