import { parseCsv } from '../../../runtime/entities/importColumns';

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Excel keeps a time alone as that hour of 30/12/1899: the hour is what was typed.
  if (value instanceof Date)
    return value.getUTCFullYear() < 1900
      ? value.toISOString().slice(11, 16)
      : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: Array<{ text: string }> };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
  }
  return String(value as string | number | boolean);
}

/**
 * A spreadsheet file's first sheet as rows of cell texts: xlsx through exceljs (loaded here, in its own
 * chunk), anything else as CSV text.
 *
 * @example const rows = await readSpreadsheet(file) // [['Título', 'CEP'], ['Loja 1', '50030-230']]
 */
export async function readSpreadsheet(file: File): Promise<string[][]> {
  if (!/\.xlsx$/i.test(file.name)) return parseCsv(await file.text());
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => (cells[column - 1] = cellText(cell.value)));
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}
