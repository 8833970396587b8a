import type { DividerBlockSettings } from '../../blocks/divider';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/** A horizontal rule. */
export const dividerHtml: PdfBlockRenderer<DividerBlockSettings> = () => '<hr class="pdf-divider">';
