import type { PdfBlockType } from '../../runtime/pdf/PdfLayout';
import { dividerComponent } from './blocks/divider';
import { documentInfoComponent } from './blocks/documentInfo';
import { fieldComponent } from './blocks/field';
import { groupComponent } from './blocks/group';
import { imageComponent } from './blocks/image';
import { logoComponent } from './blocks/logo';
import { pageBreakComponent } from './blocks/pageBreak';
import { pageNumberComponent } from './blocks/pageNumber';
import { photosComponent } from './blocks/photos';
import { signatureComponent } from './blocks/signature';
import { spacerComponent } from './blocks/spacer';
import { textComponent } from './blocks/text';
import type { PdfBlockComponent } from './PdfBlockComponent';

/**
 * Every PDF block type's editor side by type (the same keys as the runtime's pdfBlocks: a test keeps
 * them equal). A new type is a file in `blocks/` and one line here, never a `switch`.
 *
 * @example pdfBlockComponents.field.componentType // 'pdf-field'
 */
export const pdfBlockComponents: Readonly<Record<PdfBlockType, PdfBlockComponent>> = {
  text: textComponent,
  image: imageComponent,
  logo: logoComponent,
  field: fieldComponent,
  group: groupComponent,
  documentInfo: documentInfoComponent,
  photos: photosComponent,
  signature: signatureComponent,
  pageNumber: pageNumberComponent,
  divider: dividerComponent,
  spacer: spacerComponent,
  pageBreak: pageBreakComponent,
};
