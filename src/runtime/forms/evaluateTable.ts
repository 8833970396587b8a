import { evaluateCell, type CompiledTable } from './compileTable';

type Row = Record<string, unknown>;

/**
 * A table's rows with every formula cell computed: each row a copy of the filled row, formula columns
 * in their order, rows top to bottom (so a running `col(self, prev)` sees the row above).
 *
 * @example evaluateTable(table, [{ qty: 2, price: 3 }], () => 0) // [{ qty: 2, price: 3, total: 6 }]
 */
export function evaluateTable(
  table: CompiledTable,
  raw: readonly Row[],
  readForm: (id: string) => unknown,
): Row[] {
  const rows = raw.map((row) => ({ ...(row ?? {}) }));
  for (const entry of table.formulas)
    for (let i = 0; i < rows.length; i++)
      rows[i]![entry.column.id] = evaluateCell(table, entry, rows, i, readForm);
  return rows;
}

/**
 * Updates computed rows after some filled cells changed, recomputing only the formula cells that read a
 * changed cell (through current/prev/next/first/last/number references, transitively across columns).
 * Returns a new rows array (changed rows are new objects) and whether anything changed.
 *
 * @example evaluateTableCells(table, rows, raw, [{ row: 4, column: 'qty' }], read).changed // true
 */
export function evaluateTableCells(
  table: CompiledTable,
  previous: readonly Row[],
  raw: readonly Row[],
  cells: ReadonlyArray<{ row: number; column: string }>,
  readForm: (id: string) => unknown,
): { rows: Row[]; changed: boolean } {
  const rows = previous.slice();
  const n = rows.length;
  const copied = new Set<number>();
  const own = (i: number): Row => {
    if (!copied.has(i)) {
      rows[i] = { ...rows[i] };
      copied.add(i);
    }
    return rows[i]!;
  };
  const dirty = new Map<string, Set<number>>();
  const mark = (column: string, row: number) => {
    let set = dirty.get(column);
    if (!set) dirty.set(column, (set = new Set()));
    set.add(row);
  };
  for (const { row, column } of cells) {
    const value = raw[row]?.[column] ?? null;
    if ((rows[row]![column] ?? null) === value) continue;
    own(row)[column] = value;
    mark(column, row);
  }
  for (const entry of table.formulas) {
    const affected = new Set<number>();
    for (const ref of entry.refs) {
      const changed = dirty.get(ref.column);
      if (!changed) continue;
      const everyRow = () => {
        for (let i = 0; i < n; i++) affected.add(i);
      };
      if (ref.row === 'current') for (const r of changed) affected.add(r);
      else if (ref.row === 'prev') for (const r of changed) affected.add(r + 1);
      else if (ref.row === 'next') for (const r of changed) affected.add(r - 1);
      else if (changed.has(ref.row === 'first' ? 0 : ref.row === 'last' ? n - 1 : ref.row - 1)) everyRow();
    }
    if (!affected.size) continue;
    const order = [...affected].filter((r) => r >= 0 && r < n).sort((a, b) => a - b);
    const id = entry.column.id;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      const value = evaluateCell(table, entry, rows, i, readForm);
      if ((rows[i]![id] ?? null) === value) continue;
      own(i)[id] = value;
      mark(id, i);
      // A running column: the row below reads this one.
      if (entry.selfPrev && i + 1 < n && order[k + 1] !== i + 1) order.splice(k + 1, 0, i + 1);
    }
  }
  return { rows, changed: dirty.size > 0 };
}
