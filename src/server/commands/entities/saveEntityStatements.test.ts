import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedPgliteBackend } from '../../testing/loggedPgliteBackend';
import { startTestApp, type TestApp } from '../../testing/testApp';

/**
 * Saving a record under load (issue 13): the entity's revision row is a lock every writer of the entity
 * waits on until the commit, so the write that takes it is the last statement before COMMIT, and the
 * saved row comes back from that write (no read after it).
 */
describe('SaveEntity: statements (PGlite, every statement logged)', () => {
  const statements: string[] = [];
  let app: TestApp;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp(loggedPgliteBackend(statements), {
      config: { cacheTtlMs: 60_000, jobsPollMs: 0, webhookPollMs: 0 },
    });
    owner = await app.login('dono@demo.campo');
  });
  afterAll(async () => {
    await app?.close();
  });

  const save = async (data: Record<string, unknown>, id?: { ID: string; VERSION: string }) => {
    statements.length = 0;
    const answer = await app.command(
      'SaveEntity',
      { ENTITY: 'client', DATA: JSON.stringify(data), ...id },
      owner,
    );
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return { answer: answer.ROOT, run: statements.map((text) => text.trim().replace(/\s+/g, ' ')) };
  };
  const revisionLast = (run: string[]) => {
    const at = run.findIndex((text) => text.includes('entity_revisions'));
    expect(at).toBeGreaterThan(0);
    expect(run.slice(at + 1)).toEqual(['commit']);
  };

  it('creates a record with the revision taken by its insert, last, and answers the stored row', async () => {
    await save({ name: 'Aquecimento' });
    const { answer, run } = await save({ name: 'Cliente contado' });
    revisionLast(run);
    expect(run.filter((text) => /^select id, version, data/.test(text))).toEqual([]);
    // begin, the new id, the insert (taking the revision, answering the row), commit.
    expect(run).toHaveLength(4);
    expect((answer.ITEM as { name: string }).name).toBe('Cliente contado');
    const edited = await save(
      { name: 'Cliente contado 2' },
      { ID: String(answer.ID), VERSION: String(answer.VERSION) },
    );
    revisionLast(edited.run);
    expect(edited.answer.VERSION).toBe(Number(answer.VERSION) + 1);
    expect((edited.answer.ITEM as { name: string }).name).toBe('Cliente contado 2');
    statements.length = 0;
    const deleted = await app.command('DeleteEntity', { ENTITY: 'client', ID: String(answer.ID) }, owner);
    expect(deleted.ROOT.MESSAGES.ERRORS).toEqual([]);
    revisionLast(statements.map((text) => text.trim()));
  });
});
