import type { TextBlockSettings } from '../../blocks/text';
import { fillPlaceholders } from '../fillPlaceholders';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/** Free text, line breaks kept, its placeholders filled (fillPlaceholders). */
export const textHtml: PdfBlockRenderer<TextBlockSettings> = (block, data, ctx) =>
  `<div class="pdf-text">${fillPlaceholders(block.settings.text, data, ctx)}</div>`;
