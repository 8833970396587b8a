import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** Blank space. */
export const spacerComponent: PdfBlockComponent = {
  definition: pdfBlocks.spacer,
  componentType: 'pdf-spacer',
  canvasHint: 'never',
  resizable: true,
};
