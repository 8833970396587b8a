import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ptBR from '../../../../metadata/i18n/pt-BR.json';
import { createTranslator } from '../../../runtime/i18n/createTranslator';
import { createFormEngine } from '../../../runtime/forms/createFormEngine';
import { formErrorMessage } from '../../../runtime/forms/formErrorMessage';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { documentTestKit } from '../../testing/documentTestKit';

const t = createTranslator({ 'pt-BR': ptBR }).t;

/** A checklist: a rule shows the problem group, a table with a required column, a score and a serial. */
const checklist: FormModel = {
  name: 'Checklist de segurança',
  score: true,
  globals: [{ id: 'os', name: 'Número da OS', kind: 'serial', value: 100 }],
  groups: [
    {
      id: 'g_main',
      name: 'Geral',
      fields: [
        { id: 'title', name: 'Título', type: 'textShort', required: true },
        {
          id: 'ok',
          name: 'Conforme?',
          type: 'according',
          options: [
            { id: 'yes', name: 'Conforme', score: 10 },
            { id: 'no', name: 'Não conforme', score: 0 },
          ],
        },
        { id: 'qty', name: 'Quantidade', type: 'number', settings: { max: 10 } },
        {
          id: 'summary',
          name: 'Resumo',
          type: 'textFormula',
          formula: { mode: 'text', template: 'OS {os}: {title}' },
        },
      ],
    },
    {
      id: 'g_problem',
      name: 'Problema',
      required: true,
      rules: { combinator: 'and', conditions: [{ field: 'ok', comparison: 'equal', value: 'no' }] },
      fields: [{ id: 'problem', name: 'Descrição do problema', type: 'textMultiline' }],
    },
    {
      id: 'g_items',
      name: 'Itens',
      fields: [
        {
          id: 'items',
          name: 'Itens',
          type: 'table',
          settings: {
            columns: [
              { id: 'item', name: 'Item', type: 'textShort', required: true },
              { id: 'amount', name: 'Qtd', type: 'number' },
            ],
          },
        },
      ],
    },
  ],
};

describe.each(testBackends())('documents on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof documentTestKit>;
  let uploadDir: string;
  let owner: string;
  let operator: string;
  let viewer: string;
  let outra: string;
  let form: Awaited<ReturnType<ReturnType<typeof documentTestKit>['insertForm']>>;

  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT;
  };

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'campo-documents-'));
    app = await startTestApp(backend, { config: { uploadDir, cacheTtlMs: 0 } });
    kit = documentTestKit(app);
    owner = await app.login('dono@demo.campo');
    operator = await app.login('operador@demo.campo');
    viewer = await app.login('visualizador@demo.campo');
    outra = await app.login('dono@outra.campo');
    form = await kit.insertForm(owner, checklist);
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('saves a draft without its required fields, then finishes it once they are filled', async () => {
    const draft = ok(
      await kit.save(operator, { MODELO_ID: form.id, VERSAO: 1, VALORES: { qty: 2 }, FINALIZADO: 0 }),
    );
    expect(draft).toMatchObject({ FINALIZADO: 0 });
    const id = Number(draft.ID);

    const refused = await kit.save(operator, {
      ID: id,
      MODELO_ID: form.id,
      VERSAO: 1,
      VALORES: { qty: 2 },
      FINALIZADO: 1,
    });
    expect(refused.ROOT.ERROR_CODE).toBe('DOCUMENT_INVALID');
    expect(refused.ROOT.MESSAGES.ERRORS).toEqual(['Corrija o documento: Título: Campo obrigatório']);

    const finished = ok(
      await kit.save(operator, {
        ID: id,
        MODELO_ID: form.id,
        VERSAO: 1,
        VALORES: { title: 'Galpão 3', ok: 'yes', qty: 2 },
        CABECALHO: { title: 'Inspeção do galpão' },
        FINALIZADO: 1,
      }),
    );
    expect(finished).toMatchObject({ ID: id, FINALIZADO: 1, SCORE: 10 });
    const stored = ok(await kit.read(owner, id)).DOCUMENTO as Record<string, unknown>;
    expect(stored).toMatchObject({
      id,
      formId: form.id,
      version: 1,
      finished: true,
      score: 10,
      header: { title: 'Inspeção do galpão' },
      values: { title: 'Galpão 3', ok: 'yes', qty: 2, summary: 'OS 100: Galpão 3' },
    });
    expect(stored.finishedAt).toEqual(expect.any(String));

    const drafts = ok(
      await app.command('ListarDocumentos', { MODELO_ID: String(form.id), FINALIZADO: '0' }, owner),
    );
    expect((drafts.ITEMS as Array<{ id: number }>).some((d) => d.id === id)).toBe(false);
    const done = ok(
      await app.command('ListarDocumentos', { MODELO_ID: String(form.id), FINALIZADO: '1' }, owner),
    );
    expect(done.ITEMS).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          title: 'Inspeção do galpão',
          finished: true,
          createdByName: 'Otávio Operador',
        }),
      ]),
    );
  });

  it('refuses any change to a finished document', async () => {
    const values = { title: 'Pátio', ok: 'yes' };
    const id = Number(
      ok(await kit.save(operator, { MODELO_ID: form.id, VERSAO: 1, VALORES: values, FINALIZADO: 1 })).ID,
    );
    for (const FINALIZADO of [0, 1]) {
      const refused = await kit.save(owner, {
        ID: id,
        MODELO_ID: form.id,
        VERSAO: 1,
        VALORES: { title: 'Outro' },
        FINALIZADO,
      });
      expect(refused.ROOT.ERROR_CODE).toBe('DOCUMENT_FINISHED');
      expect(refused.ROOT.MESSAGES.ERRORS).toEqual([
        'Este documento já foi finalizado e não pode ser alterado',
      ]);
    }
    expect((ok(await kit.read(owner, id)).DOCUMENTO as { values: unknown }).values).toMatchObject(values);
  });

  it('validates, drops hidden values and scores exactly as the browser engine does', async () => {
    const cases: Array<Record<string, unknown>> = [
      // the problem group is shown and required, the row misses its required item
      { title: 'A', ok: 'no', qty: 11, items: [{ item: 'Extintor', amount: 1 }, { amount: 2 }] },
      // the problem group is hidden: its value is neither required nor stored
      { title: 'B', ok: 'yes', problem: 'não deveria ser salvo', hacked: 1, summary: 'forjado' },
      { title: 'C', ok: 'no', problem: 'Vazamento', items: [{ item: 'Mangueira' }] },
    ];
    for (const values of cases) {
      const engine = createFormEngine(checklist, { globals: { os: 0 } });
      for (const [id, value] of Object.entries(values))
        if (id === 'items')
          (value as Array<Record<string, unknown>>).forEach((row, i) => {
            for (const [column, cell] of Object.entries(row))
              engine.setValue('items', cell, { row: i, column });
          });
        else engine.setValue(id, value);
      const answer = await kit.save(operator, {
        MODELO_ID: form.id,
        VERSAO: 1,
        VALORES: values,
        FINALIZADO: 1,
      });
      const browserErrors = engine.errors();
      if (browserErrors.length) {
        expect(answer.ROOT.ERROR_CODE).toBe('DOCUMENT_INVALID');
        const serverErrors = answer.ROOT.FORM_ERRORS as Array<{ message: string; code: string }>;
        expect(serverErrors.map(({ message: _m, ...error }) => error)).toEqual(browserErrors);
        expect(serverErrors.map((e) => e.message)).toContain(
          formErrorMessage(
            browserErrors.find((e) => e.row !== undefined)!,
            t,
          ),
        );
        continue;
      }
      const saved = ok(answer);
      expect(saved.SCORE).toBe(engine.score());
      const stored = ok(await kit.read(owner, Number(saved.ID))).DOCUMENTO as {
        values: Record<string, unknown>;
        globals: Record<string, number>;
      };
      const { summary, ...browserValues } = engine.values();
      expect(typeof summary).toBe('string');
      const { summary: storedSummary, ...storedValues } = stored.values;
      expect(storedValues).toEqual(browserValues);
      expect(storedSummary).toBe(`OS ${stored.globals.os}: ${String(values.title)}`);
      expect(stored.values).not.toHaveProperty('problem', 'não deveria ser salvo');
      expect(stored.values).not.toHaveProperty('hacked');
    }
  });

  it("answers a table cell's error as 'Linha x, campo y'", async () => {
    const answer = await kit.save(operator, {
      MODELO_ID: form.id,
      VERSAO: 1,
      VALORES: { title: 'T', items: [{ item: 'a' }, { amount: 3 }] },
      FINALIZADO: 1,
    });
    expect(answer.ROOT.ERROR_CODE).toBe('DOCUMENT_INVALID');
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([
      'Corrija o documento: Linha 2, campo Item: Campo obrigatório',
    ]);
    expect(answer.ROOT.FORM_ERRORS).toEqual([
      expect.objectContaining({ code: 'REQUIRED_FIELD', fieldId: 'items', row: 1, column: 'item' }),
    ]);
  });

  it('gives serial globals the next number on the first save only', async () => {
    const serialForm = await kit.insertForm(owner, { ...checklist, name: 'Ordens de serviço' });
    const first = Number(
      ok(await kit.save(operator, { MODELO_ID: serialForm.id, VERSAO: 1, VALORES: {}, FINALIZADO: 0 })).ID,
    );
    const second = Number(
      ok(
        await kit.save(operator, {
          MODELO_ID: serialForm.id,
          VERSAO: 1,
          VALORES: { title: 'x' },
          FINALIZADO: 1,
        }),
      ).ID,
    );
    ok(
      await kit.save(operator, {
        ID: first,
        MODELO_ID: serialForm.id,
        VERSAO: 1,
        VALORES: { title: 'y' },
        FINALIZADO: 1,
      }),
    );
    const globals = async (id: number) =>
      (ok(await kit.read(owner, id)).DOCUMENTO as { globals: unknown }).globals;
    expect(await globals(first)).toEqual({ os: 100 });
    expect(await globals(second)).toEqual({ os: 101 });
    const third = Number(
      ok(
        await kit.save(owner, {
          MODELO_ID: serialForm.id,
          VERSAO: 1,
          VALORES: { title: 'z' },
          FINALIZADO: 1,
        }),
      ).ID,
    );
    expect(await globals(third)).toEqual({ os: 102 });
    // A refused save gives its number back.
    expect(
      (await kit.save(owner, { MODELO_ID: serialForm.id, VERSAO: 1, VALORES: {}, FINALIZADO: 1 })).ROOT
        .ERROR_CODE,
    ).toBe('DOCUMENT_INVALID');
    const fourth = Number(
      ok(
        await kit.save(owner, {
          MODELO_ID: serialForm.id,
          VERSAO: 1,
          VALORES: { title: 'w' },
          FINALIZADO: 1,
        }),
      ).ID,
    );
    expect(await globals(fourth)).toEqual({ os: 103 });
  });

  it('keeps the version a document was filled with after the model changes', async () => {
    const versioned = await kit.insertForm(owner, {
      ...checklist,
      name: 'Relatório versionado',
    });
    const id = Number(
      ok(
        await kit.save(operator, {
          MODELO_ID: versioned.id,
          VERSAO: 1,
          VALORES: { title: 'v1' },
          FINALIZADO: 0,
        }),
      ).ID,
    );
    const v2: FormModel = {
      name: 'Relatório versionado',
      groups: [
        {
          id: 'g',
          name: 'Novo',
          fields: [{ id: 'signature', name: 'Responsável', type: 'textShort', required: true }],
        },
      ],
    };
    expect(await versioned.addVersion(v2)).toBe(2);

    // The draft is still validated against version 1: finishing it needs no v2 field.
    ok(
      await kit.save(operator, {
        ID: id,
        MODELO_ID: versioned.id,
        VERSAO: 1,
        VALORES: { title: 'v1 final' },
        FINALIZADO: 1,
      }),
    );
    const answer = ok(await kit.read(owner, id));
    expect(answer.DOCUMENTO).toMatchObject({ version: 1, values: { title: 'v1 final' } });
    expect((answer.MODELO as FormModel).groups.map((g) => g.id)).toEqual(['g_main', 'g_problem', 'g_items']);

    const oldDraft = Number(
      ok(
        await kit.save(operator, {
          MODELO_ID: versioned.id,
          VERSAO: 1,
          VALORES: { title: 'rascunho' },
          FINALIZADO: 0,
        }),
      ).ID,
    );
    const moved = await kit.save(operator, {
      ID: oldDraft,
      MODELO_ID: versioned.id,
      VERSAO: 2,
      VALORES: { signature: 'Ana' },
      FINALIZADO: 1,
    });
    expect(moved.ROOT.ERROR_CODE).toBe('STALE_VERSION');
    const stale = await kit.save(operator, {
      ID: id,
      MODELO_ID: versioned.id,
      VERSAO: 2,
      VALORES: {},
      FINALIZADO: 0,
    });
    expect(stale.ROOT.ERROR_CODE).toBe('DOCUMENT_FINISHED');
    const fresh = ok(
      await kit.save(operator, {
        MODELO_ID: versioned.id,
        VERSAO: 2,
        VALORES: { signature: 'Ana' },
        FINALIZADO: 1,
      }),
    );
    expect((ok(await kit.read(owner, Number(fresh.ID))).DOCUMENTO as { version: number }).version).toBe(2);
    const missing = await kit.save(operator, {
      MODELO_ID: versioned.id,
      VERSAO: 3,
      VALORES: {},
      FINALIZADO: 0,
    });
    expect(missing.ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
  });

  it('refuses archived forms', async () => {
    const archived = await kit.insertForm(owner, { ...checklist, name: 'Arquivado' }, 'archived');
    const answer = await kit.save(owner, { MODELO_ID: archived.id, VERSAO: 1, VALORES: {}, FINALIZADO: 0 });
    expect(answer.ROOT.ERROR_CODE).toBe('DOCUMENT_FORM_INACTIVE');
  });

  it("keeps companies apart: another company's documents and forms are not found", async () => {
    const id = Number(
      ok(
        await kit.save(owner, {
          MODELO_ID: form.id,
          VERSAO: 1,
          VALORES: { title: 'Só da Demo' },
          FINALIZADO: 0,
        }),
      ).ID,
    );
    expect((await kit.read(outra, id)).ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    const update = await kit.save(outra, {
      ID: id,
      MODELO_ID: form.id,
      VERSAO: 1,
      VALORES: { title: 'invadido' },
      FINALIZADO: 1,
    });
    expect(update.ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    const create = await kit.save(outra, {
      MODELO_ID: form.id,
      VERSAO: 1,
      VALORES: { title: 'x' },
      FINALIZADO: 0,
    });
    expect(create.ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    const listed = ok(await app.command('ListarDocumentos', {}, outra));
    expect(listed).toMatchObject({ ITEMS: [], TOTAL: 0 });
    expect((ok(await kit.read(owner, id)).DOCUMENTO as { values: unknown }).values).toMatchObject({
      title: 'Só da Demo',
      summary: expect.any(String),
    });
  });

  it("hides the documents and files of a form the caller's permissions do not reach", async () => {
    const restricted = await kit.insertForm(owner, { ...checklist, name: 'Só administradores' });
    const id = Number(
      ok(
        await kit.save(owner, {
          MODELO_ID: restricted.id,
          VERSAO: 1,
          VALORES: { title: 'Sigilo' },
          FINALIZADO: 0,
        }),
      ).ID,
    );
    ok(
      await app.command(
        'SalvarPermissoesModelo',
        {
          ID: String(restricted.id),
          PERMISSOES: JSON.stringify({ roles: [158], squads: [], employees: [] }),
        },
        owner,
      ),
    );
    expect((await kit.read(operator, id)).ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    const save = await kit.save(operator, {
      MODELO_ID: restricted.id,
      VERSAO: 1,
      VALORES: {},
      FINALIZADO: 0,
    });
    expect(save.ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    const listed = ok(await app.command('ListarDocumentos', { PAGE_SIZE: '200' }, operator));
    expect((listed.ITEMS as Array<{ id: number }>).some((d) => d.id === id)).toBe(false);
    const all = ok(await app.command('ListarDocumentos', { PAGE_SIZE: '200' }, owner));
    expect((all.ITEMS as Array<{ id: number }>).some((d) => d.id === id)).toBe(true);
  });

  it('lets a viewer read documents but not save them', async () => {
    const id = Number(
      ok(
        await kit.save(operator, {
          MODELO_ID: form.id,
          VERSAO: 1,
          VALORES: { title: 'Lido' },
          FINALIZADO: 0,
        }),
      ).ID,
    );
    const refused = await kit.save(viewer, {
      MODELO_ID: form.id,
      VERSAO: 1,
      VALORES: { title: 'Vera' },
      FINALIZADO: 0,
    });
    expect(refused.ROOT.RESULT).toBe('0');
    expect(refused.ROOT.ERROR_CODE).toMatch(/PERMISSION|NO_PERMISSION/);
    const update = await kit.save(viewer, {
      ID: id,
      MODELO_ID: form.id,
      VERSAO: 1,
      VALORES: { title: 'Vera' },
      FINALIZADO: 1,
    });
    expect(update.ROOT.RESULT).toBe('0');
    expect((ok(await kit.read(viewer, id)).DOCUMENTO as { values: unknown }).values).toMatchObject({
      title: 'Lido',
    });
  });
});
