import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** Ends the sheet: what follows starts on a new sheet of the canvas, as on paper. */
export const pageBreakComponent: PdfBlockComponent = {
  definition: pdfBlocks.pageBreak,
  componentType: 'pdf-pageBreak',
  canvasHint: 'always',
  resizable: false,
};
