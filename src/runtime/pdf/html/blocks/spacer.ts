import type { SpacerBlockSettings } from '../../blocks/spacer';
import { inlineStyle } from '../inlineStyle';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/** Blank space `heightMm` high. */
export const spacerHtml: PdfBlockRenderer<SpacerBlockSettings> = (block) =>
  `<div class="pdf-spacer" style="${inlineStyle({ height: `${block.settings.heightMm}mm` })}"></div>`;
