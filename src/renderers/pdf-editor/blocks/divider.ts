import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** A horizontal rule. */
export const dividerComponent: PdfBlockComponent = {
  definition: pdfBlocks.divider,
  componentType: 'pdf-divider',
  canvasHint: 'never',
  resizable: true,
};
