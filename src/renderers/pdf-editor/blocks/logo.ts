import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** The company's logo; a neutral placeholder on the canvas. */
export const logoComponent: PdfBlockComponent = {
  definition: pdfBlocks.logo,
  componentType: 'pdf-logo',
  resizable: true,
};
