import type { PdfZone } from '../PdfBlockDefinition';
import type { StyleRule } from '../PdfLayout';
import type { ReportSettings } from '../ReportSettings';

/** What a block's HTML depends on besides the block and the document. */
export interface PdfHtmlContext {
  /** Header and footer bands print `{page}`/`{pages}` as Chromium's pageNumber/totalPages spans. */
  zone: PdfZone;
  /** Colours, title font, tables as grid or list. */
  settings: ReportSettings;
  styleRules: readonly StyleRule[];
  /** Fixed page numbers instead (the editor canvas shows "Página 1 de 1"). */
  pageNumbers?: { page: number; pages: number };
}
