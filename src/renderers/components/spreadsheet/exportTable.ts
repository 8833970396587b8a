import { downloadBlob } from '../downloads/downloadBlob';

/** A table to export: header texts and rows of cell texts. */
export interface ExportTable {
  headers: string[];
  rows: string[][];
}

function csvCell(value: string): string {
  return /[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The table as CSV text: `;`-separated with a BOM, as Excel in pt-BR opens it. */
export function tableToCsv(table: ExportTable): string {
  return '\uFEFF' + [table.headers, ...table.rows].map((row) => row.map(csvCell).join(';')).join('\r\n');
}

/**
 * Downloads the table as `<name>.csv` or `<name>.xlsx`. exceljs is loaded only here, in its own chunk,
 * when the user asks for an Excel file.
 *
 * @example await exportTable({ headers: ['Nome'], rows: [['Ana']] }, 'clientes', 'xlsx')
 */
export async function exportTable(table: ExportTable, name: string, format: 'csv' | 'xlsx'): Promise<void> {
  if (format === 'csv') {
    downloadBlob(new Blob([tableToCsv(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
    return;
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name.slice(0, 31));
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.columns.forEach((column) => (column.width = 24));
  const buffer = await workbook.xlsx.writeBuffer();
  downloadBlob(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    `${name}.xlsx`,
  );
}
