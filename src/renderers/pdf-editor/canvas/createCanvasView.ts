import type { FormModel } from '../../../runtime/forms/FormModel';
import { blockHtml } from '../../../runtime/pdf/html/blockHtml';
import { attachmentsGridHtml } from '../../../runtime/pdf/html/layoutBodyHtml';
import { pagePrint } from '../../../runtime/pdf/html/pagePrint';
import type { PdfDocumentData } from '../../../runtime/pdf/html/PdfDocumentData';
import type { PdfLayout, PdfBlock } from '../../../runtime/pdf/PdfLayout';
import type { ReportSettings } from '../../../runtime/pdf/ReportSettings';
import { xmlEscape } from '../../../runtime/text/xmlEscape';
import { blockLabel } from '../blockLabel';
import { pdfBlockComponents } from '../pdfBlockComponents';
import type { CanvasView } from './CanvasView';

/** Whether drawn HTML shows nothing: no text, no picture, no rule, no table. */
function isBlank(html: string): boolean {
  return !/<(img|hr|table)\b/.test(html) && html.replace(/<[^>]*>/g, '').trim() === '';
}

/**
 * How the PDF editor draws a layout on its canvas: each block through the print's own blockHtml over
 * the sample document with the sheet's page numbers, the layout's styling rules applied, the block's
 * name written under it when it shows nothing yet; the attachment page with the sample photos.
 *
 * @example layoutToNodes(layout, createCanvasView({ model, layout, data, settings, t }))
 */
export function createCanvasView(options: {
  model: FormModel;
  layout: PdfLayout;
  data: PdfDocumentData;
  settings: ReportSettings;
  t: (key: string, vars?: Record<string, unknown>) => string;
}): CanvasView {
  const { model, layout, data, settings, t } = options;
  const name = (block: PdfBlock) => blockLabel(block, model, t);
  return {
    html(block, zone, page, pages) {
      const html = blockHtml(block, data, {
        zone,
        settings,
        styleRules: layout.styleRules,
        pageNumbers: { page, pages },
      });
      const hint = pdfBlockComponents[block.type].canvasHint ?? 'blank';
      const shown = hint === 'always' || (hint === 'blank' && isBlank(html));
      return shown ? `${html}<div class="pdf-editor-hint">${xmlEscape(name(block))}</div>` : html;
    },
    attachments(current) {
      // As the print lays them out: its first page.
      const { perPage } = current.attachmentsPage;
      const grid = attachmentsGridHtml(perPage, data.photos.slice(0, perPage), pagePrint(current));
      const title = `<div class="pdf-editor-hint">${xmlEscape(t('pdfEditor.page.attachments'))}</div>`;
      return `${title}${grid}`;
    },
    zoneLabel: (zone) => t(`pdfEditor.zones.${zone}`),
    name,
    componentType: (block) => pdfBlockComponents[block.type].componentType,
  };
}
