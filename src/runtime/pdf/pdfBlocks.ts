import { dividerBlock } from './blocks/divider';
import { documentInfoBlock } from './blocks/documentInfo';
import { fieldBlock } from './blocks/field';
import { groupBlock } from './blocks/group';
import { imageBlock } from './blocks/image';
import { logoBlock } from './blocks/logo';
import { pageBreakBlock } from './blocks/pageBreak';
import { pageNumberBlock } from './blocks/pageNumber';
import { photosBlock } from './blocks/photos';
import { signatureBlock } from './blocks/signature';
import { spacerBlock } from './blocks/spacer';
import { textBlock } from './blocks/text';
import type { PdfBlockDefinition } from './PdfBlockDefinition';
import type { PdfBlockType } from './PdfLayout';

/**
 * Every PDF block type by name (docs/architecture.md "PDF block"): a new type is a file in `blocks/`,
 * one line here, its editor component and its HTML, never a `switch`.
 *
 * @example pdfBlocks.pageNumber.defaults() // { format: 'Página {page} de {pages}' }
 */
export const pdfBlocks: Readonly<Record<PdfBlockType, PdfBlockDefinition>> = {
  text: textBlock as unknown as PdfBlockDefinition,
  image: imageBlock as unknown as PdfBlockDefinition,
  logo: logoBlock as unknown as PdfBlockDefinition,
  field: fieldBlock as unknown as PdfBlockDefinition,
  group: groupBlock as unknown as PdfBlockDefinition,
  documentInfo: documentInfoBlock as unknown as PdfBlockDefinition,
  photos: photosBlock as unknown as PdfBlockDefinition,
  signature: signatureBlock as unknown as PdfBlockDefinition,
  pageNumber: pageNumberBlock as unknown as PdfBlockDefinition,
  divider: dividerBlock as unknown as PdfBlockDefinition,
  spacer: spacerBlock as unknown as PdfBlockDefinition,
  pageBreak: pageBreakBlock as unknown as PdfBlockDefinition,
};
