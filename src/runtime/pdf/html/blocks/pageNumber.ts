import type { PageNumberBlockSettings } from '../../blocks/pageNumber';
import { fillPlaceholders } from '../fillPlaceholders';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/** "Página 2 de 5": the format's `{page}` and `{pages}` filled (Chromium's spans in a band). */
export const pageNumberHtml: PdfBlockRenderer<PageNumberBlockSettings> = (block, data, ctx) =>
  `<div class="pdf-text">${fillPlaceholders(block.settings.format, data, ctx)}</div>`;
