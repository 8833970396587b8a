import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** A signature line: a signature field dragged from the form's list sits on it. */
export const signatureComponent: PdfBlockComponent = {
  definition: pdfBlocks.signature,
  componentType: 'pdf-signature',
  resizable: true,
  fieldTypes: ['signatureDrawn', 'signatureTyped', 'signaturePreRegistered'],
  fromFields: ['signatureDrawn', 'signatureTyped', 'signaturePreRegistered'],
};
