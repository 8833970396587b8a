import type { SpreadsheetPdfSettings } from '../../../runtime/pdf/SpreadsheetPdfSettings';
import { xmlEscape } from '../../../runtime/text/xmlEscape';
import type { SheetTable } from './sheetTable';

/** A4 in millimetres, portrait (the preview prints on A4). */
const A4 = { width: 210, height: 297 };
const PX_PER_MM = 96 / 25.4;

/**
 * The zoom the table prints at: with `fitToWidth`, shrunk to the printable width when wider (never
 * enlarged); otherwise the scale as a percentage (10..300). Chromium's own print scale stops at 200 %,
 * so the zoom is CSS's, applied to the table before the page breaks are laid out.
 *
 * @example sheetZoom(2000, { ...settings, fitToWidth: true }) // ≈ 0.36 on A4 portrait, 10 mm margins
 */
export function sheetZoom(widthPx: number, settings: SpreadsheetPdfSettings): number {
  const paperMm = settings.orientation === 'landscape' ? A4.height : A4.width;
  const printablePx = (paperMm - settings.marginsMm.left - settings.marginsMm.right) * PX_PER_MM;
  if (settings.fitToWidth) return Math.min(1, printablePx / Math.max(1, widthPx));
  return settings.scale / 100;
}

/**
 * The printed page of a sheet: the table at its zoom, Excel's look (Calibri, or Carlito of the same
 * widths, 11 pt, no grid lines, cells on one line unless they wrap, a text longer than its cell running
 * over the next one as on Excel's screen rather than cut, rows never cut across pages), and a note under
 * it when the table holds only the first rows.
 *
 * @example await printer.print(spreadsheetHtml(table, settings, null), { format: 'A4' });
 */
export function spreadsheetHtml(
  table: SheetTable,
  settings: SpreadsheetPdfSettings,
  note: string | null,
): string {
  const zoom = sheetZoom(table.widthPx, settings).toFixed(4);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;font-family:Calibri,Carlito,"Liberation Sans",Arial,sans-serif;font-size:11pt;color:#000}
.zoom{zoom:${zoom}}
table.sheet{border-collapse:collapse;table-layout:fixed}
table.sheet td{padding:1px 2px;white-space:nowrap;vertical-align:bottom}
table.sheet tr{break-inside:avoid}
.note{margin-top:4mm;font-size:8pt;color:#607d8b}
</style></head><body><div class="zoom">${table.html}</div>${note ? `<p class="note">${xmlEscape(note)}</p>` : ''}</body></html>`;
}
