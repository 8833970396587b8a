import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedPgliteBackend } from '../../testing/loggedPgliteBackend';
import { startTestApp, type TestApp } from '../../testing/testApp';

/**
 * Saving a record under load (issue 13): a save writes its own rows and nothing every writer of the
 * entity shares (the list index follows the rows' transaction ids, migration 0029), and the saved row
 * comes back from the write itself (no read after it).
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
  const writesLast = (run: string[], write: RegExp) => {
    expect(run.at(-2)).toMatch(write);
    expect(run.at(-1)).toBe('commit');
  };

  it('creates, edits and deletes a record writing its own rows only, the row answered by the write', async () => {
    await save({ name: 'Aquecimento' });
    const { answer, run } = await save({ name: 'Cliente contado' });
    expect(run.filter((text) => /^select id, version, data/.test(text))).toEqual([]);
    // begin, the new id, the insert (answering the row), commit.
    expect(run).toHaveLength(4);
    writesLast(run, /^insert into entity_records/);
    expect((answer.ITEM as { name: string }).name).toBe('Cliente contado');
    const edited = await save(
      { name: 'Cliente contado 2' },
      { ID: String(answer.ID), VERSION: String(answer.VERSION) },
    );
    writesLast(edited.run, /^update entity_records/);
    expect(edited.answer.VERSION).toBe(Number(answer.VERSION) + 1);
    expect((edited.answer.ITEM as { name: string }).name).toBe('Cliente contado 2');
    statements.length = 0;
    const deleted = await app.command('DeleteEntity', { ENTITY: 'client', ID: String(answer.ID) }, owner);
    expect(deleted.ROOT.MESSAGES.ERRORS).toEqual([]);
    writesLast(
      statements.map((text) => text.trim()),
      /^update entity_records/,
    );
    // Every write of the three touched the record's own tables only.
    const written = [...run, ...edited.run, ...statements].filter((text) =>
      /^(insert|update|delete)/i.test(text.trim()),
    );
    for (const text of written) expect(text).toMatch(/entity_records|entity_unique_keys/);
  });
});
