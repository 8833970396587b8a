import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** One field's answer: the default block of a field dragged from the form's list. */
export const fieldComponent: PdfBlockComponent = {
  definition: pdfBlocks.field,
  componentType: 'pdf-field',
  resizable: true,
};
