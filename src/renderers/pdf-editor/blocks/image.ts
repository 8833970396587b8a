import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** An uploaded picture; a neutral placeholder until one is chosen. */
export const imageComponent: PdfBlockComponent = {
  definition: pdfBlocks.image,
  componentType: 'pdf-image',
  resizable: true,
};
