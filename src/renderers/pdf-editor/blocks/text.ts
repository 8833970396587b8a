import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** Free text; `{page}` and `{pages}` show this sheet's numbers on the canvas. */
export const textComponent: PdfBlockComponent = {
  definition: pdfBlocks.text,
  componentType: 'pdf-text',
  resizable: true,
};
