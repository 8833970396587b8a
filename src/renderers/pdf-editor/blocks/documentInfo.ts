import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** The document's identification (form, number, dates, responsible...). */
export const documentInfoComponent: PdfBlockComponent = {
  definition: pdfBlocks.documentInfo,
  componentType: 'pdf-documentInfo',
  resizable: true,
};
