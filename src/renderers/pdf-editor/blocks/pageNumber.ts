import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** "Página 2 de 5" in the header or footer, numbered per sheet on the canvas. */
export const pageNumberComponent: PdfBlockComponent = {
  definition: pdfBlocks.pageNumber,
  componentType: 'pdf-pageNumber',
  resizable: true,
};
