import { xmlEscape } from '../../text/xmlEscape';
import type { PdfFieldData } from './PdfDocumentData';
import type { PdfHtmlContext } from './PdfHtmlContext';

const cell = (text: string) => xmlEscape(text) || '&nbsp;';

/**
 * A table answer as HTML that flows across pages: as a grid (report settings `tables: 'grid'`), a
 * `<table>` whose `<thead>` repeats on every page and whose rows are never cut (pdfCss: `thead
 * { display: table-header-group }`, `tr { break-inside: avoid }`); as a list, one block per row of
 * `column: value` lines, never cut either.
 *
 * @example tableHtml({ columns: ['Item'], rows: [['Filtro']] }, ctx) // '<table class="pdf-table"><thead>…'
 */
export function tableHtml(table: NonNullable<PdfFieldData['table']>, ctx: PdfHtmlContext): string {
  if (ctx.settings.tables === 'list')
    return `<div class="pdf-table-list">${table.rows
      .map(
        (row) =>
          `<div class="pdf-table-row">${table.columns
            .map((column, i) => `<div><b>${xmlEscape(column)}:</b> ${cell(row[i] ?? '')}</div>`)
            .join('')}</div>`,
      )
      .join('')}</div>`;
  const head = table.columns.map((column) => `<th>${cell(column)}</th>`).join('');
  const rows = table.rows
    .map((row) => `<tr>${table.columns.map((_c, i) => `<td>${cell(row[i] ?? '')}</td>`).join('')}</tr>`)
    .join('');
  return `<table class="pdf-table"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}
