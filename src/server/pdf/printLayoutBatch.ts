import { PDFDocument } from 'pdf-lib';
import { layoutBandPagesHtml } from '../../runtime/pdf/html/layoutBandPagesHtml';
import { layoutBatchHtml } from '../../runtime/pdf/html/layoutBatchHtml';
import type { PdfInfoItem } from '../../runtime/pdf/html/PdfDocumentData';
import type { PdfLayout } from '../../runtime/pdf/PdfLayout';
import type { ReportSettings } from '../../runtime/pdf/ReportSettings';
import { CommandFailure } from '../commands/CommandFailure';
import type { DownloadDocument } from '../downloads/DownloadData';
import type { LayoutPdfContext } from './buildLayoutPdf';
import { createPrintImages } from './createPrintImages';
import { documentPdfData } from './documentPdfData';
import { documentStarts } from './documentStarts';
import type { PdfLayouts } from './PdfLayouts';

/** A batch printed by printLayoutBatch, for assemblePdf. */
export interface PrintedLayoutBatch {
  /** The documents' bodies, each from a new page, in the batch's order (the marks taken off). */
  body: PDFDocument;
  /** One page of header and footer per body page; null when the layout has no band blocks. */
  bands: PDFDocument | null;
  /** Each document's pages in `body` (and `bands`). */
  pages: number[][];
  /** The layout's background file when it has one to stamp, under each document's own pages. */
  background: Uint8Array | null;
}

/**
 * Many documents of ONE custom layout printed together (docs/pdf.md, "Batches"): their data with one
 * set of served images (createPrintImages: the logo and the layout's pictures read and decoded once),
 * every body in one HTML (layoutBatchHtml) and one Chromium print, each document's pages found by its
 * mark (documentStarts); then, when the layout has a header or footer, every band page of every
 * document (page numbers counted within each document) in a second print (layoutBandPagesHtml). Two
 * prints whatever the count, where printing each document costs one print apiece. assemblePdf draws
 * the bands over the bodies and the background under them. PDF_PRINTER_UNAVAILABLE without Chromium.
 *
 * @example const batch = await printLayoutBatch(ctx, { layout, settings, layouts, documents });
 */
export async function printLayoutBatch(
  ctx: LayoutPdfContext,
  request: {
    layout: PdfLayout;
    settings: ReportSettings;
    layouts: PdfLayouts;
    documents: ReadonlyArray<{
      document: DownloadDocument;
      formName: string;
      info: Partial<Record<PdfInfoItem, string>>;
    }>;
  },
): Promise<PrintedLayoutBatch> {
  const { printer } = ctx;
  if (!printer) throw new CommandFailure('PDF_PRINTER_UNAVAILABLE');
  const { layout, settings, layouts } = request;
  const images = createPrintImages(ctx.storage);
  const data = [];
  for (const item of request.documents)
    data.push(await documentPdfData(ctx, item.document, { ...item, layout, layouts, images }));
  const { html, page } = layoutBatchHtml(layout, data, settings);
  const print = { landscape: page.landscape, format: page.format, images: images.served };
  const body = await PDFDocument.load(await printer.print(html, { ...print, marginsMm: page.marginsMm }));
  const starts = documentStarts(body, data.length);
  const total = body.getPageCount();
  const pages = starts.map((start, i) =>
    Array.from({ length: (starts[i + 1] ?? total) - start }, (_, k) => start + k),
  );
  const bandsHtml = layoutBandPagesHtml(
    layout,
    data.map((item, i) => ({ data: item, pages: pages[i]!.length })),
    settings,
  );
  const none = { top: 0, right: 0, bottom: 0, left: 0 };
  const bands = bandsHtml
    ? await PDFDocument.load(await printer.print(bandsHtml, { ...print, marginsMm: none }))
    : null;
  if (bands && bands.getPageCount() !== total)
    throw new Error(`batch print: ${bands.getPageCount()} band pages for ${total} pages`);
  const backgroundKey = layout.background.fileId && layouts.fileKeys.get(layout.background.fileId);
  const background =
    layout.background.mode !== 'none' && backgroundKey ? await ctx.storage.get(backgroundKey) : null;
  return { body, bands, pages, background };
}
