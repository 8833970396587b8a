import type { PdfBackground } from './PdfLayout';
import type { PdfLayoutProblem } from './PdfLayoutProblem';

const MAX_PAGE = 10_000;

/**
 * The problems of a background (a layout's or the report settings'), spec 001 §8: a background other
 * than `none` needs its image (BACKGROUND_INVALID); `custom` needs at least one page (BACKGROUND_INVALID),
 * each a whole number from 1 (BACKGROUND_PAGE_INVALID) listed once (BACKGROUND_PAGE_IN_USE). The pages of
 * the other modes are ignored when printing, so they are not checked.
 *
 * @example checkPdfBackground({ mode: 'custom', fileId: 'f', pages: [2, 2] }) // [{ code: 'BACKGROUND_PAGE_IN_USE', params: { page: 2 } }]
 */
export function checkPdfBackground(background: PdfBackground): PdfLayoutProblem[] {
  if (background.mode === 'none') return [];
  const problems: PdfLayoutProblem[] = [];
  if (!background.fileId) problems.push({ code: 'BACKGROUND_INVALID' });
  if (background.mode !== 'custom') return problems;
  if (!background.pages.length) problems.push({ code: 'BACKGROUND_INVALID' });
  const seen = new Set<number>();
  for (const page of background.pages) {
    if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)
      problems.push({ code: 'BACKGROUND_PAGE_INVALID', params: { page } });
    else if (seen.has(page)) problems.push({ code: 'BACKGROUND_PAGE_IN_USE', params: { page } });
    seen.add(page);
  }
  return problems;
}
