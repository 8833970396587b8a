import ExcelJS from 'exceljs';
import {
  SPREADSHEET_MAX_COLUMNS,
  type SpreadsheetPdfSettings,
} from '../../../runtime/pdf/SpreadsheetPdfSettings';
import { CommandFailure } from '../../commands/CommandFailure';
import type { PdfPrinter } from '../../pdf/PdfPrinter';
import type { CellTextContext } from './cellText';
import { MAX_PREVIEW_ROWS, sheetTable } from './sheetTable';
import { spreadsheetHtml } from './spreadsheetHtml';
import { widestColumn } from './widestColumn';

/** Reads an .xlsx file's workbook; SPREADSHEET_INVALID for anything else, TOO_MANY_COLUMNS past Excel's. */
async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const widest = await widestColumn(bytes);
  if (widest === null) throw new CommandFailure('SPREADSHEET_INVALID');
  if (widest > SPREADSHEET_MAX_COLUMNS)
    throw new CommandFailure('SPREADSHEET_TOO_MANY_COLUMNS', { limit: SPREADSHEET_MAX_COLUMNS });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new CommandFailure('SPREADSHEET_INVALID');
  }
  return workbook;
}

/**
 * A spreadsheet (.xlsx bytes) printed as PDF (docs/exports.md): its named sheet or its first, as an HTML
 * table (sheetTable: texts as the sheet shows them, merges, widths, bold and colours) at the settings'
 * zoom, on A4 in their orientation and margins, by the shared Chromium. Refusals are catalogue errors:
 * SPREADSHEET_INVALID (not an .xlsx), SPREADSHEET_TOO_MANY_COLUMNS (past 16384), SPREADSHEET_SHEET_NOT_FOUND,
 * SPREADSHEET_NO_DATA (no cell with a value: the preview's warning).
 *
 * @example const pdf = await printSpreadsheet(file.data, settings, { printer, locale: 'pt-BR', t });
 */
export async function printSpreadsheet(
  bytes: Uint8Array,
  settings: SpreadsheetPdfSettings,
  ctx: CellTextContext & { printer: PdfPrinter; t: (key: string, vars?: Record<string, unknown>) => string },
): Promise<Uint8Array> {
  const workbook = await readWorkbook(bytes);
  const sheet = settings.sheet ? workbook.getWorksheet(settings.sheet) : workbook.worksheets[0];
  if (!sheet && settings.sheet)
    throw new CommandFailure('SPREADSHEET_SHEET_NOT_FOUND', { sheet: settings.sheet });
  const table = sheet && sheetTable(sheet, ctx);
  if (!table) throw new CommandFailure('SPREADSHEET_NO_DATA');
  const note = table.truncated ? ctx.t('exports.spreadsheet.truncated', { rows: MAX_PREVIEW_ROWS }) : null;
  return ctx.printer.print(spreadsheetHtml(table, settings, note), {
    format: 'A4',
    landscape: settings.orientation === 'landscape',
    marginsMm: settings.marginsMm,
  });
}
