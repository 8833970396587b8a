import { xmlEscape } from '../../text/xmlEscape';
import type { PdfDocumentData } from './PdfDocumentData';
import type { PdfHtmlContext } from './PdfHtmlContext';

/**
 * A text block's (or page number's) text as escaped HTML, its placeholders replaced: `{formName}`,
 * `{documentId}`, `{date}`, and `{page}`/`{pages}`: fixed numbers when the context has them (the editor
 * canvas), Chromium's `pageNumber`/`totalPages` spans in header and footer bands, nothing in the body
 * (no page is known there). Unknown `{words}` stay as typed.
 *
 * @example fillPlaceholders('Página {page} de {pages}', data, { ...ctx, zone: 'footer' }) // 'Página <span class="pageNumber"></span> de <span class="totalPages"></span>'
 */
export function fillPlaceholders(text: string, data: PdfDocumentData, ctx: PdfHtmlContext): string {
  const numbers = ctx.pageNumbers;
  const band = ctx.zone !== 'body';
  const values: Record<string, string> = {
    formName: xmlEscape(data.formName),
    documentId: xmlEscape(data.documentId),
    date: xmlEscape(data.date),
    page: numbers ? String(numbers.page) : band ? '<span class="pageNumber"></span>' : '',
    pages: numbers ? String(numbers.pages) : band ? '<span class="totalPages"></span>' : '',
  };
  return text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? values[name] : xmlEscape(part);
    })
    .join('');
}
