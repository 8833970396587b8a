import type { PdfBackground } from '../../runtime/pdf/PdfLayout';

/**
 * The 1-based pages of a `count`-page document a background goes on: every one, the first, the last,
 * the listed ones that exist (custom), or none.
 *
 * @example backgroundPages({ mode: 'custom', fileId: 'f', pages: [2, 9] }, 3) // [2]
 */
export function backgroundPages(background: PdfBackground, count: number): number[] {
  if (count < 1 || !background.fileId) return [];
  const all = Array.from({ length: count }, (_, i) => i + 1);
  const byMode: Record<PdfBackground['mode'], () => number[]> = {
    none: () => [],
    all: () => all,
    first: () => [1],
    last: () => [count],
    custom: () => all.filter((page) => background.pages.includes(page)),
  };
  return byMode[background.mode]();
}
