import type { EntityField, EntityMeta } from './EntityMeta';
import { entityFieldType } from './fieldTypes/entityFieldType';
import type { ImportColumn } from './fieldTypes/ImportColumn';

export type { ImportColumn } from './fieldTypes/ImportColumn';

type Translate = (key: string) => string;

/**
 * The spreadsheet columns of an entity's create-multiple page, in order: the metadata's
 * `createMultiple.columns`, a field spread over its type's columns (an address over its parts,
 * coordinates left out).
 *
 * @example importColumns(unit, t).map((c) => c.path) // ['title', 'client', 'address.cep', ..., 'enabled']
 */
export function importColumns(entity: EntityMeta, t: Translate): ImportColumn[] {
  const out: ImportColumn[] = [];
  for (const key of entity.createMultiple?.columns ?? []) {
    const field = entity.fields.find((f) => f.key === key);
    if (!field) continue;
    const spread = entityFieldType(field).importColumns;
    if (spread) out.push(...spread(field, t));
    else out.push({ path: key, field, header: t(field.label) });
  }
  return out;
}

function cellValue(field: EntityField, text: string, t: Translate): unknown {
  const value = text.trim();
  if (!value) return undefined;
  return entityFieldType(field).importCell(field, value, { t, cell: (f, v) => cellValue(f, v, t) });
}

/**
 * One spreadsheet row (cell texts in column order) as entity data for SaveEntities: numbers and
 * lookup ids as numbers (`1.234,5` read the Brazilian way), booleans from Sim/Não, options by value
 * or label, address parts gathered under their field.
 *
 * @example importRow(importColumns(unit, t), ['Loja 1', '', '50030-230', ...], t) // { title: 'Loja 1', address: { cep: '50030-230', ... } }
 */
export function importRow(columns: ImportColumn[], cells: string[], t: Translate): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  columns.forEach((column, index) => {
    const value = cellValue(column.field, cells[index] ?? '', t);
    if (value === undefined) return;
    const [key, part] = column.path.split('.') as [string, string | undefined];
    if (part) out[key] = { ...((out[key] as Record<string, unknown> | undefined) ?? {}), [part]: value };
    else out[key] = value;
  });
  return out;
}

/**
 * CSV text as rows of cells: `;` or `,` separated (whichever the first line uses more), quoted cells
 * with doubled quotes and line breaks, a BOM dropped.
 *
 * @example parseCsv('nome;cpf\n"Ana; filha";1') // [['nome', 'cpf'], ['Ana; filha', '1']]
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted && c === '"' && source[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === separator) endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (cell || row.length) endRow();
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}
