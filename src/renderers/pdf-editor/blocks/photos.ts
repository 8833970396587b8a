import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlockComponent } from '../PdfBlockComponent';

/** A grid of photos: a photo field dragged from the form's list, or every photo. */
export const photosComponent: PdfBlockComponent = {
  definition: pdfBlocks.photos,
  componentType: 'pdf-photos',
  resizable: true,
  fieldTypes: ['photo'],
  fromFields: ['photo'],
};
