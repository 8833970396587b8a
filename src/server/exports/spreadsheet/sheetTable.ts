import type { Cell, Worksheet } from 'exceljs';
import { xmlEscape } from '../../../runtime/text/xmlEscape';
import { cellStyle } from './cellStyle';
import { cellText, type CellTextContext } from './cellText';

/** A sheet as an HTML table, and what the page around it needs. */
export interface SheetTable {
  html: string;
  /** The table's natural width in CSS pixels (the sum of its columns). */
  widthPx: number;
  /** More rows than MAX_PREVIEW_ROWS: only the first ones are in the table. */
  truncated: boolean;
}

/** A preview prints the first rows only: a sheet of 100,000 rows would hold the shared browser for minutes. */
export const MAX_PREVIEW_ROWS = 5000;
/** Excel's default column (8.43 characters) and the pixels a character of width takes. */
const DEFAULT_WIDTH_CHARS = 8.43;
const pxOfChars = (chars: number) => Math.round(chars * 7 + 5);

interface Span {
  rows: number;
  cols: number;
}

function decodeAddress(address: string): { row: number; col: number } {
  const [, letters, digits] = address.match(/^([A-Z]+)(\d+)$/)!;
  let col = 0;
  for (const letter of letters!) col = col * 26 + (letter.charCodeAt(0) - 64);
  return { row: Number(digits), col };
}

/**
 * A worksheet's used range as an HTML table (null when no cell has a value): each cell's text as the sheet
 * shows it (cellText), merged cells as colspan/rowspan, the columns' widths and rows' heights, hidden
 * rows and columns left out, bold, colours, fills, alignment and borders (cellStyle). Texts are escaped.
 *
 * @example const table = sheetTable(workbook.worksheets[0]!, { locale: 'pt-BR', t });
 */
export function sheetTable(sheet: Worksheet, ctx: CellTextContext): SheetTable | null {
  const texts = new Map<string, { text: string; cell: Cell; numeric: boolean }>();
  let top = Infinity;
  let left = Infinity;
  let bottom = 0;
  let right = 0;
  sheet.eachRow((row, r) =>
    row.eachCell((cell, c) => {
      if (cell.isMerged && cell.master.address !== cell.address) return;
      const text = cellText(cell.value, cell.numFmt, ctx);
      if (!text) return;
      const numeric = typeof cell.value === 'number' || cell.value instanceof Date;
      texts.set(`${r}:${c}`, { text, cell, numeric });
      [top, left, bottom, right] = [
        Math.min(top, r),
        Math.min(left, c),
        Math.max(bottom, r),
        Math.max(right, c),
      ];
    }),
  );
  if (!texts.size) return null;
  const spans = new Map<string, Span>();
  const covered = new Set<string>();
  for (const range of (sheet.model as { merges?: string[] }).merges ?? []) {
    const [from, to] = range.split(':').map(decodeAddress);
    if (!from || !to) continue;
    bottom = Math.max(bottom, to.row);
    right = Math.max(right, to.col);
    let rows = 0;
    for (let r = from.row; r <= to.row; r++) if (!sheet.getRow(r).hidden) rows++;
    let cols = 0;
    for (let c = from.col; c <= to.col; c++) if (!sheet.getColumn(c).hidden) cols++;
    spans.set(`${from.row}:${from.col}`, { rows, cols });
    for (let r = from.row; r <= to.row; r++)
      for (let c = from.col; c <= to.col; c++) if (r !== from.row || c !== from.col) covered.add(`${r}:${c}`);
  }
  const last = Math.min(bottom, top + MAX_PREVIEW_ROWS - 1);
  const columns: number[] = [];
  for (let c = left; c <= right; c++) if (!sheet.getColumn(c).hidden) columns.push(c);
  const widths = columns.map((c) => pxOfChars(sheet.getColumn(c).width ?? DEFAULT_WIDTH_CHARS));
  const rows: string[] = [];
  for (let r = top; r <= last; r++) {
    const row = sheet.getRow(r);
    if (row.hidden) continue;
    const cells: string[] = [];
    for (const c of columns) {
      const key = `${r}:${c}`;
      if (covered.has(key)) continue;
      const found = texts.get(key);
      const span = spans.get(key);
      const style = cellStyle(found?.cell ?? sheet.getCell(r, c), found?.numeric ?? false);
      const attributes = [
        span && span.cols > 1 ? ` colspan="${span.cols}"` : '',
        span && span.rows > 1 ? ` rowspan="${Math.min(span.rows, last - r + 1)}"` : '',
        style ? ` style="${xmlEscape(style)}"` : '',
      ].join('');
      cells.push(`<td${attributes}>${found ? xmlEscape(found.text) : ''}</td>`);
    }
    const height = row.height ? ` style="height:${Math.round((row.height * 96) / 72)}px"` : '';
    rows.push(`<tr${height}>${cells.join('')}</tr>`);
  }
  const colgroup = widths.map((w) => `<col style="width:${w}px">`).join('');
  const widthPx = widths.reduce((sum, w) => sum + w, 0);
  return {
    html: `<table class="sheet" style="width:${widthPx}px"><colgroup>${colgroup}</colgroup><tbody>${rows.join('')}</tbody></table>`,
    widthPx,
    truncated: bottom > last,
  };
}
