import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import { createTranslator } from '../i18n/createTranslator';
import { createAjv } from '../schemas/createAjv';
import { checkFormModel } from './checkFormModel';
import { compileFormModel } from './compileFormModel';
import { createFormEngine, type FormEngine } from './createFormEngine';
import { FIELD_TYPE_IDS } from './FIELD_TYPE_IDS';
import { formErrorMessage } from './formErrorMessage';
import type { FormModel } from './FormModel';
import { generateFormModel, seededRandom } from './generateFormModel';
import { modelIndex } from './modelIndex';
import { validateDocument } from './validateDocument';

const formsSchema = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../schemas/forms/${name}.schema.json`, import.meta.url), 'utf8'));
// The model's exports point at the PDF layout schema.
const schema = formsSchema('formModel');
const ajv = createAjv([schema, formsSchema('pdfLayout')]);
const t = createTranslator({ 'pt-BR': ptBR }).t;

const inspection: FormModel = {
  name: 'Inspeção de segurança',
  header: { title: true, client: true, unit: true },
  score: true,
  state: 'active',
  version: 1,
  groups: [
    {
      id: 'g_main',
      name: 'Geral',
      fields: [
        { id: 'title', name: 'Título', type: 'textShort', required: true },
        {
          id: 'hasIssue',
          name: 'Há problema?',
          type: 'choiceSingle',
          options: [
            { id: 'yes', name: 'Sim' },
            { id: 'no', name: 'Não' },
          ],
        },
        { id: 'qty', name: 'Quantidade', type: 'number', settings: { min: 1, max: 10, integer: true } },
        { id: 'price', name: 'Preço', type: 'currency', settings: { decimals: 2 } },
        { id: 'contact', name: 'E-mail', type: 'email' },
      ],
    },
    {
      id: 'g_issue',
      name: 'Problema',
      required: true,
      rules: { combinator: 'and', conditions: [{ field: 'hasIssue', comparison: 'equal', value: 'yes' }] },
      fields: [
        { id: 'issue', name: 'Descrição', type: 'textMultiline', charLimit: 20 },
        { id: 'photo', name: 'Foto', type: 'photo' },
      ],
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
            rowLimit: 3,
            columns: [
              { id: 'item', name: 'Item', type: 'textShort', required: true },
              { id: 'amount', name: 'Quantidade', type: 'number', settings: { min: 0 } },
              {
                id: 'cost',
                name: 'Custo',
                type: 'numericFormula',
                formula: { mode: 'numeric', expression: 'col(amount) * price' },
              },
            ],
            results: [{ id: 'totalCost', name: 'Custo total', op: 'sum', column: 'cost' }],
          },
        },
        {
          id: 'summary',
          name: 'Resumo',
          type: 'textFormula',
          formula: { mode: 'text', template: '{title}: {totalCost}' },
        },
      ],
    },
    {
      id: 'g_copies',
      name: 'Leituras',
      repeatable: true,
      maxCopies: 3,
      fields: [{ id: 'reading', name: 'Leitura', type: 'number', required: true }],
    },
  ],
};

describe('the form model schema', () => {
  it("accepts a model and the generated forms, and lists exactly the engine's field types", () => {
    expect(ajv.validate('campo:forms/formModel', inspection), JSON.stringify(ajv.errors)).toBe(true);
    const generated = generateFormModel({ fields: 200, rules: 60, formulas: 40, seed: 3 }).model;
    expect(ajv.validate('campo:forms/formModel', generated), JSON.stringify(ajv.errors)).toBe(true);
    expect(schema.definitions.fieldType.enum).toEqual([...FIELD_TYPE_IDS]);
  });

  it('refuses a name over 100 characters, an unknown type and a bad state', () => {
    expect(ajv.validate('campo:forms/formModel', { ...inspection, name: 'x'.repeat(101) })).toBe(false);
    expect(
      ajv.validate('campo:forms/formModel', {
        name: 'x',
        groups: [{ id: 'g', name: 'G', fields: [{ id: 'a', name: 'A', type: 'slider' }] }],
      }),
    ).toBe(false);
    expect(ajv.validate('campo:forms/formModel', { ...inspection, state: 'draft' })).toBe(false);
  });
});

describe('createFormEngine', () => {
  it('hides a group by rule: not required, not stored, empty for formulas', () => {
    const engine = createFormEngine(inspection, {
      values: { title: 'Bomba', hasIssue: 'no', issue: 'vazamento' },
    });
    expect(engine.isVisible('g_issue')).toBe(false);
    expect(engine.isVisible('issue')).toBe(false);
    expect(engine.getValue('issue')).toBeNull();
    expect(engine.errors().some((e) => e.groupId === 'g_issue')).toBe(false);
    engine.setValue('hasIssue', 'yes');
    expect(engine.isVisible('issue')).toBe(true);
    expect(engine.getValue('issue')).toBe('vazamento');
  });

  it('reports required fields and groups, type errors, and table errors as "Linha x, campo y"', () => {
    const engine = createFormEngine(inspection, {
      values: {
        hasIssue: 'yes',
        qty: 2.5,
        price: 3.999,
        contact: 'não é e-mail',
        title: 'x'.repeat(151),
        items: [{ item: 'Filtro', amount: 2 }, { amount: -1 }, { item: 'a' }, { item: 'b' }],
        reading: [1, null],
      },
    });
    const messages = engine.errors().map((e) => [e.fieldId ?? e.groupId, formErrorMessage(e, t)]);
    expect(messages).toEqual([
      ['title', 'O número de caracteres ultrapassa o valor máximo de 150'],
      ['qty', 'Informe um número inteiro'],
      ['price', 'Use no máximo 2 casas decimais'],
      ['contact', 'E-mail inválido'],
      ['g_issue', 'Preencha ao menos um campo do grupo Problema'],
      ['items', 'O número de linhas ultrapassa o máximo de 3'],
      ['items', 'Linha 2, campo Item: Campo obrigatório'],
      ['items', 'Linha 2, campo Quantidade: O valor mínimo é 0'],
      ['reading', 'Campo obrigatório'],
    ]);
    expect(engine.errors().at(-1)).toMatchObject({ fieldId: 'reading', copy: 1 });
    engine.setValue('qty', 11);
    expect(engine.errors().find((e) => e.fieldId === 'qty')).toMatchObject({
      code: 'FORM_NUMBER_MAX',
      params: { max: 10 },
    });
  });

  it('computes table cells from form values and results into text formulas', () => {
    const engine = createFormEngine(inspection, {
      values: { title: 'OS', price: 2, items: [{ item: 'a', amount: 3 }] },
    });
    expect(engine.getValue('totalCost')).toBe(6);
    expect(engine.getValue('summary')).toBe('OS: 6');
    engine.setValue('price', 5);
    expect(engine.getValue('summary')).toBe('OS: 15');
    engine.setValue('items', { item: 'b', amount: 1 }, { row: 1 });
    expect(engine.getValue('totalCost')).toBe(20);
  });

  it('keeps one value per copy in a repeatable group', () => {
    const engine = createFormEngine(inspection);
    engine.setValue('reading', 4, { copy: 0 });
    engine.setValue('reading', 7, { copy: 2 });
    expect(engine.getValue('reading')).toEqual([4, null, 7]);
    expect(
      engine
        .errors()
        .filter((e) => e.fieldId === 'reading')
        .map((e) => e.copy),
    ).toEqual([1]);
    engine.setValue('reading', 1, { copy: 3 });
    expect(engine.errors().some((e) => e.groupId === 'g_copies' && e.code === 'TOO_MANY_ROWS')).toBe(true);
  });

  it('tells subscribers which ids changed, only when something did', () => {
    const engine = createFormEngine(inspection, {
      values: { title: 'OS', price: 2, items: [{ item: 'a', amount: 3 }] },
    });
    const calls: string[][] = [];
    const stop = engine.subscribe((ids) => calls.push(ids));
    engine.setValue('price', 4);
    expect(calls[0]).toEqual(['price', 'items', 'totalCost', 'summary']);
    engine.setValue('price', 4);
    expect(calls).toHaveLength(1);
    stop();
    engine.setValue('price', 5);
    expect(calls).toHaveLength(1);
  });

  it('evaluates, on a change, only the rules and formulas that read the field (transitively)', () => {
    const { model } = generateFormModel({ fields: 1000, rules: 300, formulas: 200, seed: 1 });
    const engine = createFormEngine(model);
    const compiled = compileFormModel(model);
    // Everything reachable from a node through its dependents: what a change may have to re-evaluate.
    const reach = (key: string) => {
      const seen = new Set<number>([compiled.nodeIndex.get(key)!]);
      for (const i of seen) for (const d of compiled.nodes[i]!.dependents) seen.add(d);
      return seen.size;
    };
    const inputs = model.groups
      .flatMap((g) => g.fields)
      .filter((f) => f.type === 'number' && engine.isVisible(f.id));
    expect(inputs.length).toBeGreaterThan(10);
    for (const field of inputs.slice(0, 10)) {
      const before = engine.evaluations();
      engine.setValue(field.id, 7);
      const ran = engine.evaluations() - before;
      expect(ran).toBeGreaterThanOrEqual(1);
      expect(ran).toBeLessThanOrEqual(reach(`v:${field.id}`));
    }
    // A keystroke in the first number field is nowhere near the whole form's 2,000-odd nodes.
    const before = engine.evaluations();
    engine.setValue(inputs[0]!.id, 71);
    expect(engine.evaluations() - before).toBeLessThan(20);
    expect(compiled.nodes.length).toBeGreaterThan(2000);
  });
});

describe('validateDocument (the server) and the engine (the browser)', () => {
  it("drops hidden fields' values and unknown ids, and recomputes formulas rather than trusting them", () => {
    const { values, errors } = validateDocument(inspection, {
      title: 'Bomba',
      hasIssue: 'no',
      issue: 'escondido',
      hacked: 'x',
      summary: 'forjado',
      totalCost: 999,
      price: 1,
      items: [{ item: 'a', amount: 2, cost: 999 }],
      reading: [3],
    });
    expect(errors).toEqual([]);
    expect(values).toEqual({
      title: 'Bomba',
      hasIssue: 'no',
      price: 1,
      items: [{ item: 'a', amount: 2, cost: 2 }],
      totalCost: 2,
      summary: 'Bomba: 2',
      reading: [3],
    });
  });

  it('gives the same errors for a document as the engine after the same values are typed in', () => {
    const document = {
      hasIssue: 'yes',
      qty: 0,
      contact: 'x@',
      issue: 'texto longo demais para o campo',
      items: [{ amount: 1 }, { item: 'ok', amount: 2 }],
      reading: [null, 2],
    };
    const engine = createFormEngine(inspection);
    engine.setValue('hasIssue', 'yes');
    engine.setValue('qty', 0);
    engine.setValue('contact', 'x@');
    engine.setValue('issue', 'texto longo demais para o campo');
    engine.setValue('items', 1, { row: 0, column: 'amount' });
    engine.setValue('items', 'ok', { row: 1, column: 'item' });
    engine.setValue('items', 2, { row: 1, column: 'amount' });
    engine.setValue('reading', 2, { copy: 1 });
    const server = validateDocument(inspection, document);
    expect(server.errors.length).toBeGreaterThan(4);
    expect(engine.errors()).toEqual(server.errors);
    expect(engine.values()).toEqual(server.values);
  });
});

describe('incremental evaluation equals full evaluation (randomised forms)', () => {
  const snapshot = (engine: FormEngine, model: FormModel) => {
    const index = modelIndex(model);
    const ids = [...index.fields.keys(), ...index.results.keys()];
    return {
      values: Object.fromEntries(ids.map((id) => [id, engine.getValue(id)])),
      visible: Object.fromEntries([...ids, ...index.groups.keys()].map((id) => [id, engine.isVisible(id)])),
      errors: engine.errors(),
      score: engine.score(),
    };
  };

  it.each([
    [1, 150],
    [2, 150],
    [3, 150],
    [4, 40],
    [5, 40],
    [6, 40],
  ])('seed %i, %i fields: after each of 150 random changes', (seed, fields) => {
    const generated = generateFormModel({ fields, rules: fields * 0.4, formulas: fields * 0.3, seed });
    expect(checkFormModel(generated.model).problems).toEqual([]);
    const engine = createFormEngine(generated.model, { values: generated.values });
    const random = seededRandom(seed * 7919);
    // What the user typed, hidden or not: a fresh engine derives visibility and formulas from it alone.
    const typed: Record<string, unknown> = structuredClone(generated.values);
    let hidden = 0;
    for (let step = 0; step < 150; step++) {
      const [id, value, at] = generated.randomChange(random);
      engine.setValue(id, value, at);
      if (at?.row !== undefined) {
        const rows = (typed[id] as Array<Record<string, unknown>>).slice();
        rows[at.row] = { ...rows[at.row], [at.column!]: value };
        typed[id] = rows;
      } else typed[id] = value;
      const fresh = createFormEngine(generated.model, { values: typed });
      expect(snapshot(engine, generated.model), `step ${step}`).toEqual(snapshot(fresh, generated.model));
      hidden += Object.keys(typed).filter((key) => !engine.isVisible(key)).length;
    }
    // The generated rules do hide things, so visibility propagation is exercised.
    expect(hidden).toBeGreaterThan(0);
  });
});
