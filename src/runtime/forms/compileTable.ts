import jsonLogic from 'json-logic-js';
import type { ErrorCode } from '../errors/errorCatalogue';
import { compileFormula, type CompiledFormula, type RowRef } from './compileFormula';
import { numberReaderFor } from './fieldReaders';
import { findDependencyCycle } from './findDependencyCycle';
import type { FormField, JsonLogic, TableColumn, TableResult } from './FormModel';
import { logicVars } from './logicVars';
import { tableSettings } from './modelIndex';

export interface TableFormulaColumn {
  column: TableColumn;
  /** Null when the formula failed to compile (its cells stay empty). */
  formula: CompiledFormula | null;
  fixed?: number;
  logic?: JsonLogic;
  /** Distinct (column, row) references, for finding the rows a changed cell affects. */
  refs: Array<{ column: string; row: RowRef }>;
  /** `col(self, prev)`: a running value, recomputed downwards when an earlier row changes. */
  selfPrev: boolean;
}

export interface CompiledTable {
  field: FormField;
  columns: TableColumn[];
  results: TableResult[];
  /** Formula columns in evaluation order (a column after the columns it reads). */
  formulas: TableFormulaColumn[];
  formulaIds: Set<string>;
  readers: Map<string, (value: unknown) => unknown>;
  /** Form-level ids (fields, results, globals) the column formulas read. */
  formDeps: string[];
  problems: Array<{ code: ErrorCode; params: Record<string, string> }>;
}

/**
 * Compiles a table field's column formulas once and orders them; a loop between columns (other than a
 * column's running `col(self, prev)`) or an invalid formula is reported in `problems`.
 *
 * @example compileTable(field, allIds).formulas.map((f) => f.column.id) // ['total', 'balance']
 */
export function compileTable(field: FormField, known: Iterable<string>): CompiledTable {
  const settings = tableSettings(field) ?? { columns: [] };
  const columns = settings.columns ?? [];
  const columnIds = columns.map((c) => c.id);
  const problems: CompiledTable['problems'] = [];
  const formDeps = new Set<string>();
  const byId = new Map<string, TableFormulaColumn>();
  for (const column of columns) {
    if (column.type !== 'numericFormula' || !column.formula) continue;
    const entry: TableFormulaColumn = { column, formula: null, refs: [], selfPrev: false };
    const formula = column.formula;
    try {
      if (formula.mode === 'fixed') entry.fixed = formula.value;
      else if (formula.mode === 'logic') {
        const vars = logicVars(formula.logic);
        if (!vars || vars.some((v) => !columnIds.includes(v))) throw new Error('logic');
        entry.logic = formula.logic;
        entry.refs = vars.map((v) => ({ column: v, row: 'current' as const }));
      } else {
        entry.formula = compileFormula(formula.expression, { known, columns: columnIds });
        for (const dep of entry.formula.deps) formDeps.add(dep);
        const seen = new Set<string>();
        for (const ref of entry.formula.columnRefs) {
          const key = `${ref.column}@${ref.row}`;
          if (seen.has(key)) continue;
          seen.add(key);
          if (ref.column === column.id && ref.row === 'prev') entry.selfPrev = true;
          else entry.refs.push(ref);
        }
      }
    } catch {
      problems.push({ code: 'FORM_INVALID_FORMULA', params: { name: `${field.name} / ${column.name}` } });
      entry.formula = null;
      entry.refs = [];
    }
    byId.set(column.id, entry);
  }
  const reads = new Map<string, string[]>();
  for (const [id, entry] of byId)
    reads.set(id, [...new Set(entry.refs.map((r) => r.column).filter((c) => byId.has(c)))]);
  const cycle = findDependencyCycle(reads);
  const ordered: TableFormulaColumn[] = [];
  if (cycle) {
    const names = cycle.map((id) => byId.get(id)!.column.name).join(', ');
    problems.push({ code: 'FORM_FORMULA_LOOP', params: { fields: `${field.name}: ${names}` } });
  } else {
    const done = new Set<string>();
    const visit = (id: string): void => {
      if (done.has(id)) return;
      done.add(id);
      for (const dep of reads.get(id) ?? []) visit(dep);
      ordered.push(byId.get(id)!);
    };
    for (const id of byId.keys()) visit(id);
  }
  return {
    field,
    columns,
    results: settings.results ?? [],
    formulas: ordered,
    formulaIds: new Set(byId.keys()),
    readers: new Map(columns.map((c) => [c.id, numberReaderFor(c, false)])),
    formDeps: [...formDeps],
    problems,
  };
}

/** Evaluates one formula cell: `rows[i][column]` from the other cells and the form's values. */
export function evaluateCell(
  table: CompiledTable,
  entry: TableFormulaColumn,
  rows: Array<Record<string, unknown>>,
  i: number,
  readForm: (id: string) => unknown,
): number | null {
  if (entry.fixed !== undefined) return entry.fixed;
  if (entry.logic !== undefined) {
    const result: unknown = jsonLogic.apply(entry.logic, rows[i]);
    return typeof result === 'number' && Number.isFinite(result)
      ? result
      : typeof result === 'boolean'
        ? +result
        : null;
  }
  const formula = entry.formula;
  if (!formula) return null;
  const n = rows.length;
  return formula.evaluate(readForm, (j) => {
    const ref = formula.columnRefs[j]!;
    const k = rowIndex(ref.row, i, n);
    if (k < 0 || k >= n) return 0;
    return table.readers.get(ref.column)!(rows[k]![ref.column]);
  });
}

/** The 0-based row a reference means from row `i` of `n` (may be out of range). */
export function rowIndex(ref: RowRef, i: number, n: number): number {
  switch (ref) {
    case 'current':
      return i;
    case 'prev':
      return i - 1;
    case 'next':
      return i + 1;
    case 'first':
      return 0;
    case 'last':
      return n - 1;
    default:
      return ref - 1;
  }
}
