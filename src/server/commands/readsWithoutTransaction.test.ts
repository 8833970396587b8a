import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/protocol/envelope';
import { loggedPgliteBackend } from '../testing/loggedPgliteBackend';
import { opensTransaction } from '../testing/opensTransaction';
import { startTestApp, type TestApp } from '../testing/testApp';

/**
 * Read-only commands under load (issue 13): each reads through ctx.db with no BEGIN/COMMIT (every
 * statement is a round trip and a syscall), the caller's work groups read once or folded in as a
 * subquery, so the statement counts below are what a warm call costs.
 */
describe('read-only commands: statements and transactions (PGlite, every statement logged)', () => {
  const statements: string[] = [];
  let app: TestApp;
  let owner: string;
  let viewer: string;

  /** The statements `run` executed, with the caches warm (the same call made once before). */
  const statementsOf = async (run: () => Promise<Envelope>) => {
    expect((await run()).ROOT.MESSAGES.ERRORS).toEqual([]);
    statements.length = 0;
    const answer = await run();
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return { answer: answer.ROOT, run: [...statements] };
  };

  beforeAll(async () => {
    app = await startTestApp(loggedPgliteBackend(statements), {
      // No job or webhook polling: their statements would mix with the command's in the log.
      config: { cacheTtlMs: 60_000, jobsPollMs: 0, webhookPollMs: 0 },
    });
    owner = await app.login('dono@demo.campo');
    viewer = await app.login('visualizador@demo.campo');
    const saved = await app.command(
      'SaveEntities',
      { ENTITY: 'client', ROWS: JSON.stringify([{ name: 'Cliente sem transação' }]) },
      owner,
    );
    expect(saved.ROOT.MESSAGES.ERRORS).toEqual([]);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    statements.length = 0;
  });

  it('ListEntities reads its page (and its labels) in no transaction', async () => {
    const { answer, run } = await statementsOf(() =>
      app.command('ListEntities', { ENTITY: 'client', SEARCH: 'sem transação' }, owner),
    );
    expect((answer.ITEMS as { name: string }[]).map((i) => i.name)).toEqual(['Cliente sem transação']);
    expect(opensTransaction(run)).toBe(false);
    expect(run).toHaveLength(1);
    const units = await statementsOf(() => app.command('ListEntities', { ENTITY: 'unit' }, owner));
    expect(opensTransaction(units.run)).toBe(false);
    // The page and its count are one statement: each statement outside a transaction waits for a pool
    // connection of its own under load.
    const all = await statementsOf(() =>
      app.command('ListEntities', { ENTITY: 'client', PAGE_SIZE: '1' }, owner),
    );
    expect(all.run).toHaveLength(1);
    expect(all.answer.TOTAL).toBeGreaterThanOrEqual(1);
    const id = (answer.ITEMS as { id: number }[])[0]!.id;
    const one = await statementsOf(() =>
      app.command('GetEntity', { ENTITY: 'client', ID: String(id) }, owner),
    );
    expect(one.answer.ITEM).toMatchObject({ name: 'Cliente sem transação' });
    expect(one.run).toHaveLength(1);
    expect(opensTransaction(one.run)).toBe(false);
  });

  it('ListarModelos and ListarDocumentos read in no transaction', async () => {
    for (const token of [owner, viewer]) {
      const models = await statementsOf(() => app.command('ListarModelos', {}, token));
      expect(opensTransaction(models.run)).toBe(false);
      expect(models.run.length).toBeLessThanOrEqual(3);
      const documents = await statementsOf(() => app.command('ListarDocumentos', {}, token));
      expect(opensTransaction(documents.run)).toBe(false);
    }
  });

  it("ConsultarAprovacoes folds the caller's work groups and its total in: one statement, no transaction", async () => {
    for (const token of [owner, viewer]) {
      const { run, answer } = await statementsOf(() => app.command('ConsultarAprovacoes', {}, token));
      expect(opensTransaction(run)).toBe(false);
      expect(run).toHaveLength(1);
      expect(answer.TOTAL).toBe((answer.ITEMS as unknown[]).length);
    }
  });
  it('the model reads (ConsultarModeloDocumento, ConsultarAtributosIdEsquemaAtributos, ConsultarPassosWorkflowModelo) read in no transaction', async () => {
    const listed = await app.command(
      'ListarModelos',
      { BUSCA: 'Inspeção com aprovação do supervisor' },
      owner,
    );
    const form = (listed.ROOT.MODELOS as { id: number; name: string }[]).find(
      (m) => m.name === 'Inspeção com aprovação do supervisor',
    )!;
    for (const token of [owner, viewer]) {
      const model = await statementsOf(() =>
        app.command('ConsultarModeloDocumento', { ID: String(form.id) }, token),
      );
      expect(model.answer.MODELO).toMatchObject({ id: form.id });
      const steps = await statementsOf(() =>
        app.command('ConsultarPassosWorkflowModelo', { ID: String(form.id) }, token),
      );
      expect((steps.answer.PASSOS as unknown[]).length).toBeGreaterThan(2);
      const fields = await statementsOf(() =>
        app.command('ConsultarAtributosIdEsquemaAtributos', { ID: String(form.id), VERSAO: '1' }, token),
      );
      expect((fields.answer.ATRIBUTOS as unknown[]).length).toBeGreaterThan(0);
      // The caller's work groups, the form, its folders, the version: 4 statements (BEGIN and COMMIT made 6).
      for (const { run } of [model, steps, fields]) {
        expect(opensTransaction(run)).toBe(false);
        expect(run).toHaveLength(4);
      }
    }
  });

  it('ConsultarWorkflowDocumento reads the running workflow on one connection, in no transaction', async () => {
    const operator = await app.login('operador@demo.campo');
    const forms = await app.command(
      'ListarModelos',
      { BUSCA: 'Inspeção com aprovação do supervisor' },
      operator,
    );
    const form = (forms.ROOT.MODELOS as Array<{ id: number; version: number }>)[0]!;
    const started = await app.command(
      'SalvarDocumento',
      { MODELO_ID: String(form.id), VERSAO: String(form.version), VALORES: '{}', FINALIZADO: '1' },
      operator,
    );
    expect(started.ROOT.MESSAGES.ERRORS).toEqual([]);
    const { answer, run } = await statementsOf(() =>
      app.command('ConsultarWorkflowDocumento', { DOCUMENTO_ID: String(started.ROOT.ID) }, owner),
    );
    const steps = answer.PASSOS as Array<{ id: string; waitingFor: string[] }>;
    expect(steps.find((step) => step.id === 'vistoria_operador')!.waitingFor).toEqual(['Otávio Operador']);
    expect(opensTransaction(run)).toBe(false);
    // The document, the form and its folders (visibility), the instance, its runs (with the names), its
    // history, with the caller's reads; the pinned model is parsed once per process. Measured: 7 warm.
    expect(run.length).toBeLessThanOrEqual(7);
  });
});
