/**
 * A spreadsheet cell read as a number the Brazilian way (`1.234,5`); text that is no number stays text
 * for the schema to refuse.
 *
 * @example numberCell(null, '1.234,5') // 1234.5
 */
export function numberCell(_field: unknown, text: string): unknown {
  const n = Number(text.replace(/\./g, '').replace(',', '.'));
  return Number.isNaN(n) ? text : n;
}
