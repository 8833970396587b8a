import type { PdfZone } from '../../../runtime/pdf/PdfBlockDefinition';
import type { PdfBlock, PdfLayout } from '../../../runtime/pdf/PdfLayout';

/** What layoutToNodes asks of the editor to draw a layout: each block's HTML, names and types. */
export interface CanvasView {
  /** A block's HTML on sheet `page` of `pages`: the print's own HTML over the sample document. */
  html(block: PdfBlock, zone: PdfZone, page: number, pages: number): string;
  /** The attachment page's HTML (`layout.attachmentsPage` on), sheet `page` of `pages`. */
  attachments(layout: PdfLayout, page: number, pages: number): string;
  /** A zone's name, shown at its edge ("Cabeçalho"). */
  zoneLabel(zone: PdfZone): string;
  /** The block's badge name ("Campo: Observação"). */
  name(block: PdfBlock): string;
  /** The GrapesJS component type drawing blocks of this type. */
  componentType(block: PdfBlock): string;
}
