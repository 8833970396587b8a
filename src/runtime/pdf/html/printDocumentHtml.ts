import { xmlEscape } from '../../text/xmlEscape';
import type { PagePrint } from './pagePrint';

/**
 * A whole HTML document for Chromium to print: the paper of `page` with these margins (`@page`), the
 * blocks' CSS, and the body's markup as given.
 *
 * @example printDocumentHtml({ title: 'Vistoria', page, marginsMm: page.marginsMm, css, body: '<p>x</p>' })
 */
export function printDocumentHtml(parts: {
  title: string;
  page: PagePrint;
  marginsMm: PagePrint['marginsMm'];
  css: string;
  body: string;
}): string {
  const { page, marginsMm: m } = parts;
  const pageRule = `@page{size:${page.format} ${page.landscape ? 'landscape' : 'portrait'};margin:${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm}`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${xmlEscape(parts.title)}</title><style>${pageRule}html,body{margin:0;padding:0}${parts.css}</style></head><body class="pdf-root">${parts.body}</body></html>`;
}
