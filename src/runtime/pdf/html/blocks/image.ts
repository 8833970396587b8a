import { xmlEscape } from '../../../text/xmlEscape';
import type { ImageBlockSettings } from '../../blocks/image';
import { inlineStyle } from '../inlineStyle';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/** The layout's picture at most `widthMm` wide (nothing while none is chosen or its file is gone). */
export const imageHtml: PdfBlockRenderer<ImageBlockSettings> = (block, data) => {
  const url = block.settings.fileId ? data.images[block.settings.fileId] : undefined;
  if (!url) return '';
  const style = inlineStyle({ 'max-width': `${block.settings.widthMm}mm` });
  return `<img class="pdf-image" src="${xmlEscape(url)}" style="${style}" alt="">`;
};
