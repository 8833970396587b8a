import type { PdfBlock } from '../../../runtime/pdf/PdfLayout';

/**
 * One GrapesJS component as the PDF canvas defines it and reads it back: a sheet, a band, the body of a
 * sheet, a ghost (the header or footer repeated on a later sheet, not editable), or a block carrying its
 * PdfBlock. GrapesJS takes these as component definitions; readCanvas turns its components back into them.
 */
export interface CanvasNode {
  type: string;
  attributes?: Record<string, string>;
  /** On block components only: the block drawn, the layout's own object. */
  pdfBlock?: PdfBlock;
  /** Badge and layer name. */
  name?: string;
  /** Drawn as it is (never parsed into components). */
  content?: string;
  components?: CanvasNode[];
}
