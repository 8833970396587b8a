import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** A whole group of the form: a group dragged from the form's list. */
export const groupComponent: PdfBlockComponent = {
  definition: pdfBlocks.group,
  componentType: 'pdf-group',
  resizable: true,
};
