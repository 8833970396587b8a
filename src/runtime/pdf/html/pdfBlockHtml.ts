import type { PdfBlockType } from '../PdfLayout';
import { dividerHtml } from './blocks/divider';
import { documentInfoHtml } from './blocks/documentInfo';
import { fieldBlockHtml } from './blocks/field';
import { groupHtml } from './blocks/group';
import { imageHtml } from './blocks/image';
import { logoHtml } from './blocks/logo';
import { pageBreakHtml } from './blocks/pageBreak';
import { pageNumberHtml } from './blocks/pageNumber';
import { photosHtml } from './blocks/photos';
import { signatureHtml } from './blocks/signature';
import { spacerHtml } from './blocks/spacer';
import { textHtml } from './blocks/text';
import type { PdfBlockRenderer } from './PdfBlockRenderer';

/**
 * Every PDF block type's HTML by name (docs/architecture.md "PDF block"), shared by the editor canvas
 * and the printed page: a new type is a file in `blocks/` and one line here, never a `switch`.
 *
 * @example pdfBlockHtml.divider(block, data, ctx) // '<hr class="pdf-divider">'
 */
export const pdfBlockHtml: Readonly<Record<PdfBlockType, PdfBlockRenderer>> = {
  text: textHtml as unknown as PdfBlockRenderer,
  image: imageHtml as unknown as PdfBlockRenderer,
  logo: logoHtml as unknown as PdfBlockRenderer,
  field: fieldBlockHtml as unknown as PdfBlockRenderer,
  group: groupHtml as unknown as PdfBlockRenderer,
  documentInfo: documentInfoHtml as unknown as PdfBlockRenderer,
  photos: photosHtml as unknown as PdfBlockRenderer,
  signature: signatureHtml as unknown as PdfBlockRenderer,
  pageNumber: pageNumberHtml as unknown as PdfBlockRenderer,
  divider: dividerHtml as unknown as PdfBlockRenderer,
  spacer: spacerHtml as unknown as PdfBlockRenderer,
  pageBreak: pageBreakHtml as unknown as PdfBlockRenderer,
};
