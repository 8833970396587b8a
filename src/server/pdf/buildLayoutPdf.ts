import { layoutHtml } from '../../runtime/pdf/html/layoutHtml';
import type { PdfInfoItem } from '../../runtime/pdf/html/PdfDocumentData';
import type { PdfLayout } from '../../runtime/pdf/PdfLayout';
import type { ReportSettings } from '../../runtime/pdf/ReportSettings';
import { CommandFailure } from '../commands/CommandFailure';
import type { DownloadDocument } from '../downloads/DownloadData';
import { createPrintImages } from './createPrintImages';
import { documentPdfData, type DocumentPdfDataContext } from './documentPdfData';
import type { PdfLayouts } from './PdfLayouts';
import type { PdfPrinter } from './PdfPrinter';
import { stampBackground } from './stampBackground';

/** What printing a document with a custom layout needs besides the document. */
export interface LayoutPdfContext extends DocumentPdfDataContext {
  /** Null when the server has no Chromium: the print is refused with PDF_PRINTER_UNAVAILABLE. */
  printer: PdfPrinter | null;
}

/**
 * A document printed with its form's custom PDF layout (docs/pdf.md): its data (documentPdfData, images
 * served from memory; data: URIs in the bands, whose templates load nothing), the layout's HTML with
 * the company's report settings (layoutHtml: body, header and footer bands, the attachments pages when
 * the layout has them), printed by the shared Chromium in one print, then the background stamped under
 * the pages it names. Many documents of one layout print together instead (printLayoutBatch). Without Chromium it throws
 * `CommandFailure('PDF_PRINTER_UNAVAILABLE')` before reading anything.
 *
 * @example const bytes = await buildLayoutPdf(ctx, { document, layout, settings, layouts, formName: 'Vistoria', info: {} });
 */
export async function buildLayoutPdf(
  ctx: LayoutPdfContext,
  request: {
    document: DownloadDocument;
    layout: PdfLayout;
    settings: ReportSettings;
    /** The layouts' files and the logo (loadPdfLayouts). */
    layouts: PdfLayouts;
    formName: string;
    info: Partial<Record<PdfInfoItem, string>>;
  },
): Promise<Uint8Array> {
  if (!ctx.printer) throw new CommandFailure('PDF_PRINTER_UNAVAILABLE');
  const { layout } = request;
  const images = createPrintImages(ctx.storage);
  const data = await documentPdfData(ctx, request.document, { ...request, images });
  const { html, headerTemplate, footerTemplate, page } = layoutHtml(layout, data, request.settings);
  const printed = await ctx.printer.print(html, {
    headerTemplate: images.inline(headerTemplate),
    footerTemplate: images.inline(footerTemplate),
    landscape: page.landscape,
    format: page.format,
    marginsMm: page.marginsMm,
    images: images.served,
  });
  const backgroundKey = layout.background.fileId && request.layouts.fileKeys.get(layout.background.fileId);
  if (layout.background.mode === 'none' || !backgroundKey) return printed;
  return stampBackground(printed, layout.background, await ctx.storage.get(backgroundKey));
}
