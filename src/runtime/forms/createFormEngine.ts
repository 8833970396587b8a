import jsonLogic from 'json-logic-js';
import { planAnswers } from './actionPlans';
import { compileFormModel, isAuxField, type FormNode } from './compileFormModel';
import { evaluateTable, evaluateTableCells } from './evaluateTable';
import { numberReaderFor, scoreReaderFor, textReaderFor, toFormulaNumber } from './fieldReaders';
import type { FormError } from './FormError';
import { formErrors } from './formErrors';
import type { FormDocument, FormModel, PlanAnswer } from './FormModel';
import { FormModelError } from './FormModelError';
import { isFilled } from './isFilled';
import { modelIndex } from './modelIndex';
import { MinHeap } from './MinHeap';

/** Where a value goes: a table's row (0-based) and column, or a repeatable group's copy (0-based). */
export interface ValuePosition {
  row?: number;
  column?: string;
  copy?: number;
}

export interface FormEngine {
  /** Sets a filled value and re-evaluates only what depends on it. Computed fields ignore it. */
  setValue(fieldId: string, value: unknown, at?: ValuePosition): void;
  /** A field's (or table result's, or global's) current value; null when hidden or empty. */
  getValue(id: string): unknown;
  /** The values to store: visible, non-empty fields (formula results and table results included). */
  values(): Record<string, unknown>;
  isVisible(fieldOrGroupId: string): boolean;
  /** Required fields/groups left empty, invalid values and missing action plan answers (visible fields only). */
  errors(): FormError[];
  /** Sets the action plan answer of a field (observation, photos); listeners hear the field's id. */
  setPlan(fieldId: string, answer: PlanAnswer): void;
  /** A field's action plan answer as entered (also while its option is not chosen). */
  getPlan(fieldId: string): PlanAnswer | undefined;
  /** The plan answers to store: those of visible fields whose chosen option asks for them. */
  plans(): Record<string, PlanAnswer>;
  /** Sum of the visible fields' scores; null unless the model has score on. */
  score(): number | null;
  /** Called after each change with the ids whose value or visibility changed; returns the unsubscribe. */
  subscribe(listener: (changed: string[]) => void): () => void;
  /** Re-evaluates every rule and formula from scratch (what a change would cost without the graph). */
  evaluateAll(): void;
  /**
   * How many graph nodes (visibility rules, formulas, values, tables) were evaluated since the engine
   * was built: the difference around a change shows that only what reads it ran.
   */
  evaluations(): number;
}

type Row = Record<string, unknown>;
interface FieldReaders {
  number: (value: unknown) => unknown;
  score: (value: unknown) => number;
  text: (value: unknown) => string;
}
const RESULT_OPS = {
  sum: (xs: number[]) => xs.reduce((a, b) => a + b, 0),
  avg: (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null),
  min: (xs: number[]) => (xs.length ? Math.min(...xs) : null),
  max: (xs: number[]) => (xs.length ? Math.max(...xs) : null),
  count: (xs: number[]) => xs.length,
};

function truthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : !!value;
}

/**
 * The form engine: one headless module used by the browser's filler, the server's document validation
 * (validateDocument) and the bench. Built from a form model (and optionally a filled document), it keeps
 * every value, visibility and formula result up to date incrementally: the dependency graph is compiled
 * once, and a change re-evaluates only the rules and formulas that read it, transitively, in
 * topological order. A hidden field or group reads as empty everywhere and is not stored.
 *
 * @example
 * const engine = createFormEngine(model, { values: { qty: 2 } });
 * engine.setValue('price', 3.5);
 * engine.getValue('total'); // 7 (numericFormula `qty * price`)
 * engine.setValue('items', 4, { row: 0, column: 'qty' }); // one table cell
 * engine.isVisible('g_details'); // rule outcome
 * engine.errors(); // [{ code: 'REQUIRED_FIELD', fieldId: 'signature' }, ...]
 * const stop = engine.subscribe((ids) => rerender(ids));
 */
export function createFormEngine(model: FormModel, document: FormDocument = {}): FormEngine {
  const compiled = compileFormModel(model);
  if (compiled.cycle) throw new FormModelError('FORM_FORMULA_LOOP', compiled.problems.at(-1)!.params);
  const { nodes, nodeIndex } = compiled;
  const index = modelIndex(model);

  const raw: Record<string, unknown> = Object.create(null);
  const eff: Record<string, unknown> = Object.create(null);
  const visible = new Map<string, boolean>();
  // A field's readers are made the first time a formula, template or the score reads it: most fields of
  // a big form are read by none, and making them all was a fifth of building the engine.
  const readers = new Map<string, FieldReaders>();
  const readersOf = (id: string): FieldReaders => {
    let found = readers.get(id);
    if (!found) {
      const entry = index.fields.get(id);
      const repeated = !!entry?.group.repeatable && entry.field.type !== 'table';
      found = entry
        ? {
            number: numberReaderFor(entry.field, repeated),
            score: scoreReaderFor(entry.field, repeated),
            text: textReaderFor(entry.field),
          }
        : { number: toFormulaNumber, score: () => 0, text: textReaderFor({ type: '' }) };
      readers.set(id, found);
    }
    return found;
  };
  for (const global of model.globals ?? []) eff[global.id] = document.globals?.[global.id] ?? global.value;
  const readNumber = (id: string) => readersOf(id).number(eff[id] ?? null);
  const readScore = (id: string) => readersOf(id).score(eff[id] ?? null);
  const readText = (id: string) => readersOf(id).text(eff[id] ?? null);

  const tables = new Map<string, { full: boolean; cells: Array<{ row: number; column: string }> }>();
  for (const node of nodes) if (node.kind === 'table') tables.set(node.id, { full: true, cells: [] });
  for (const [id, value] of Object.entries(document.values ?? {}))
    if (nodeIndex.get(`v:${id}`) !== undefined && nodes[nodeIndex.get(`v:${id}`)!]!.kind !== 'result')
      raw[id] = value;

  const setEffective = (id: string, next: unknown): boolean => {
    if ((eff[id] ?? null) === next) return false;
    eff[id] = next;
    return true;
  };

  let evaluations = 0;
  const compute = (node: FormNode): boolean => {
    evaluations++;
    switch (node.kind) {
      case 'groupVisible':
      case 'fieldVisible': {
        const parent = node.kind === 'fieldVisible' ? visible.get(node.group!.id)! : true;
        const next = parent && (!node.rule || truthy(jsonLogic.apply(node.rule, eff)));
        if (visible.get(node.id) === next) return false;
        visible.set(node.id, next);
        return true;
      }
      case 'input':
        return setEffective(node.id, visible.get(node.id) ? (raw[node.id] ?? null) : null);
      case 'numeric': {
        if (!visible.get(node.id)) return setEffective(node.id, null);
        if (node.fixed !== undefined) return setEffective(node.id, node.fixed);
        if (node.logic !== undefined) {
          const result: unknown = jsonLogic.apply(node.logic, eff);
          const number = typeof result === 'boolean' ? +result : result;
          return setEffective(node.id, typeof number === 'number' && Number.isFinite(number) ? number : null);
        }
        const formula = node.formula;
        if (!formula) return setEffective(node.id, null);
        return setEffective(
          node.id,
          formula.evaluate(readNumber, undefined, (i) => readScore(formula.scoreRefs[i]!)),
        );
      }
      case 'text':
        return setEffective(
          node.id,
          visible.get(node.id) && node.template ? node.template.render(readText) : null,
        );
      case 'table': {
        const state = tables.get(node.id)!;
        const { full, cells } = state;
        state.full = false;
        state.cells = [];
        if (!visible.get(node.id)) return setEffective(node.id, null);
        const rows = Array.isArray(raw[node.id]) ? (raw[node.id] as Row[]) : [];
        const previous = eff[node.id] as Row[] | null | undefined;
        if (full || !previous || previous.length !== rows.length) {
          eff[node.id] = evaluateTable(node.table!, rows, readNumber);
          return true;
        }
        const next = evaluateTableCells(node.table!, previous, rows, cells, readNumber);
        if (next.changed) eff[node.id] = next.rows;
        return next.changed;
      }
      case 'result': {
        const rows = eff[node.tableId!] as Row[] | null;
        if (!rows) return setEffective(node.id, null);
        const { column, op } = node.result!;
        const read = node.table!.readers.get(column) ?? toFormulaNumber;
        const cells = rows.map((row) => row[column]).filter(isFilled);
        const result = RESULT_OPS[op](cells.map((cell) => read(cell) as number));
        return setEffective(node.id, result);
      }
    }
  };

  const planInput: Record<string, PlanAnswer> = { ...document.plans };
  const heap = new MinHeap(nodes.length);
  const listeners = new Set<(changed: string[]) => void>();
  let cachedErrors: FormError[] | null = null;
  let cachedScore: number | null | undefined;

  const propagate = (start: number) => {
    heap.push(start);
    const changed: string[] = [];
    while (heap.size) {
      const node = nodes[heap.pop()]!;
      if (!compute(node)) continue;
      changed.push(node.id);
      for (const d of node.dependents) {
        const dependent = nodes[d]!;
        // A table re-read because a form value it uses changed: recompute its formula cells in full.
        if (dependent.kind === 'table') tables.get(dependent.id)!.full = true;
        heap.push(d);
      }
    }
    if (!changed.length) return;
    cachedErrors = null;
    cachedScore = undefined;
    for (const listener of listeners) listener(changed);
  };

  const evaluateAll = () => {
    for (const state of tables.values()) state.full = true;
    for (const node of nodes) compute(node);
    cachedErrors = null;
    cachedScore = undefined;
  };
  evaluateAll();

  return {
    setValue(fieldId, value, at = {}) {
      const position = nodeIndex.get(`v:${fieldId}`);
      const entry = index.fields.get(fieldId);
      if (
        position === undefined ||
        !entry ||
        nodes[position]!.kind === 'numeric' ||
        nodes[position]!.kind === 'text'
      )
        return;
      if (entry.field.type === 'table' && at.row !== undefined) {
        const rows = Array.isArray(raw[fieldId]) ? (raw[fieldId] as Row[]).slice() : [];
        const state = tables.get(fieldId)!;
        if (at.row >= rows.length) state.full = true;
        while (rows.length <= at.row) rows.push({});
        if (at.column === undefined) {
          rows[at.row] = { ...(value as Row) };
          state.full = true;
        } else {
          rows[at.row] = { ...rows[at.row], [at.column]: value };
          if (isFormulaColumn(fieldId, at.column)) return;
          state.cells.push({ row: at.row, column: at.column });
        }
        raw[fieldId] = rows;
      } else if (entry.field.type === 'table') {
        tables.get(fieldId)!.full = true;
        raw[fieldId] = value;
      } else if (entry.group.repeatable && at.copy !== undefined) {
        const copies = Array.isArray(raw[fieldId]) ? (raw[fieldId] as unknown[]).slice() : [];
        while (copies.length < at.copy) copies.push(null);
        copies[at.copy] = value;
        raw[fieldId] = copies;
      } else raw[fieldId] = value;
      propagate(position);
    },
    getValue: (id) => eff[id] ?? null,
    values() {
      const out: Record<string, unknown> = {};
      for (const node of nodes) {
        if (node.kind === 'groupVisible' || node.kind === 'fieldVisible') continue;
        if (node.field && isAuxField(node.field)) continue;
        const value = eff[node.id];
        if (value !== null && value !== undefined) out[node.id] = value;
      }
      return out;
    },
    isVisible: (id) => visible.get(id) ?? false,
    errors() {
      cachedErrors ??= [
        ...formErrors(model, eff, visible),
        ...planAnswers(model, eff, visible, planInput).errors,
      ];
      return cachedErrors;
    },
    setPlan(fieldId, answer) {
      if (!index.fields.has(fieldId)) return;
      planInput[fieldId] = answer;
      cachedErrors = null;
      for (const listener of listeners) listener([fieldId]);
    },
    getPlan: (fieldId) => planInput[fieldId],
    plans: () => planAnswers(model, eff, visible, planInput).plans,
    score() {
      if (!model.score) return null;
      if (cachedScore === undefined) {
        let total = 0;
        for (const id of index.fields.keys()) total += readScore(id);
        cachedScore = total;
      }
      return cachedScore;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    evaluateAll,
    evaluations: () => evaluations,
  };

  function isFormulaColumn(tableId: string, column: string): boolean {
    return nodes[nodeIndex.get(`v:${tableId}`)!]!.table!.formulaIds.has(column);
  }
}
