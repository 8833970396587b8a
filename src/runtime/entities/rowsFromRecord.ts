type Row = Record<string, unknown>;

/** The values found along `path` in a record: lists walked row by row, the last key read. */
function valuesAlong(value: unknown, path: readonly string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((row) => valuesAlong(row, path));
  if (!path.length) return typeof value === 'string' && value.trim() ? [value.trim()] : [];
  if (!value || typeof value !== 'object') return [];
  return valuesAlong((value as Row)[path[0]!], path.slice(1));
}

const same = (a: unknown, b: string) =>
  typeof a === 'string' && a.trim().toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');

/**
 * A list field's rows after its `rowsFrom` lookup changed: one row per value the chosen record has along
 * `path` (in its order, a row already there for it kept with what was typed), then the rows already
 * there that the record does not name but that hold something beyond their key (typed by hand).
 *
 * @example
 * rowsFromRecord({ groups: [{ attributes: [{ attributeName: 'Potência' }] }] }, ['groups', 'attributes', 'attributeName'], 'attributeName', [{ attributeName: 'Cor', value: 'azul' }])
 * // [{ attributeName: 'Potência' }, { attributeName: 'Cor', value: 'azul' }]
 */
export function rowsFromRecord(
  record: unknown,
  path: readonly string[],
  key: string,
  rows: readonly Row[],
): Row[] {
  const names = [...new Set(valuesAlong(record, path))];
  const fromRecord = names.map((name) => rows.find((row) => same(row[key], name)) ?? { [key]: name });
  const typed = rows.filter(
    (row) =>
      !names.some((name) => same(row[key], name)) &&
      Object.entries(row).some(([k, v]) => k !== key && v !== undefined && v !== null && v !== ''),
  );
  return [...fromRecord, ...typed];
}
