import schema from '../../../../schemas/commands/ExcelToPdfPreview.schema.json';
import { sanitizeFileName } from '../../../runtime/files/sanitizeFileName';
import type { SpreadsheetPdfSettings } from '../../../runtime/pdf/SpreadsheetPdfSettings';
import { printSpreadsheet } from '../../exports/spreadsheet/printSpreadsheet';
import { requireUpload } from '../../files/requireUpload';
import { BlobAnswer } from '../BlobAnswer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * ExcelToPdfPreview (multipart CMD.FILE, an .xlsx; CONFIGURACOES_PDF {orientation, scale 10..300,
 * fitToWidth, marginsMm, sheet?} as JSON text; TEMPLATE_ID?) → the PDF (spec 000 §7), named after the file;
 * MODEL VIEW. The form editor's preview of how a spreadsheet prints: the file is read and printed, never
 * stored, and no company record is read (TEMPLATE_ID is the editor's, echoed by nothing). Refusals:
 * PDF_PRINTER_UNAVAILABLE (no Chromium on the server), FILE_TOO_LARGE, SPREADSHEET_INVALID,
 * SPREADSHEET_TOO_MANY_COLUMNS (16384), SPREADSHEET_SHEET_NOT_FOUND, SPREADSHEET_NO_DATA (the preview's
 * no-data warning).
 */
export const excelToPdfPreview = defineCommand<{
  CONFIGURACOES_PDF: SpreadsheetPdfSettings;
  TEMPLATE_ID?: string;
}>({
  name: 'ExcelToPdfPreview',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const file = requireUpload(ctx, 'FILE');
    if (!ctx.pdfPrinter) throw new CommandFailure('PDF_PRINTER_UNAVAILABLE');
    const t = (key: string, vars?: Record<string, unknown>) => String(ctx.t(key, vars ?? {}));
    const bytes = await printSpreadsheet(file.data, params.CONFIGURACOES_PDF, {
      printer: ctx.pdfPrinter,
      locale: session.locale,
      t,
    });
    const base = sanitizeFileName(file.filename || 'planilha').replace(/\.[A-Za-z0-9]+$/, '') || 'planilha';
    return new BlobAnswer(bytes, 'application/pdf', { fileName: `${base}.pdf`, noStore: true });
  },
});
