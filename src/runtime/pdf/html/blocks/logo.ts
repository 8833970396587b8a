import { xmlEscape } from '../../../text/xmlEscape';
import type { LogoBlockSettings } from '../../blocks/logo';
import { inlineStyle } from '../inlineStyle';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/** The company's logo `heightMm` high (nothing when the company has none). */
export const logoHtml: PdfBlockRenderer<LogoBlockSettings> = (block, data) =>
  data.logoUrl
    ? `<img class="pdf-logo" src="${xmlEscape(data.logoUrl)}" style="${inlineStyle({ height: `${block.settings.heightMm}mm` })}" alt="">`
    : '';
