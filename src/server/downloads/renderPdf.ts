import { PDFDocument } from 'pdf-lib';
import type { Column, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ReportSettings } from '../../runtime/pdf/ReportSettings';
import { assemblePdf } from '../pdf/assemblePdf';
import { imageTypeOf } from '../files/imageTypeOf';
import type { DownloadBuildContext } from './DownloadBuildContext';
import { defaultPdfPage } from './defaultPdfPage';
import { downloadReportSettings } from './downloadReportSettings';
import { pdfMaker } from './pdfMaker';
import { localDateTime } from './taskSummary';

/** The report settings' title font families as pdfMaker's fonts. */
const TITLE_FONTS: Record<ReportSettings['titleFont']['family'], string> = {
  sans: 'Roboto',
  serif: 'Times',
  mono: 'Courier',
};
const LOGO_FIT: [number, number] = [90, 26];
const SECTION = /^section-(\d+)$/;

/** The company logo as a pdfmake image (png or jpeg), when the settings show it and the company has one. */
async function logoOf(ctx: DownloadBuildContext, settings: ReportSettings): Promise<Column | null> {
  const key = ctx.data.pdf?.logoKey;
  if (!key || !settings.headerItems.includes('logo')) return null;
  const bytes = await ctx.storage.get(key);
  const type = bytes && imageTypeOf(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') return null;
  return {
    image: `data:${type};base64,${Buffer.from(bytes!).toString('base64')}`,
    fit: LOGO_FIT,
    width: LOGO_FIT[0],
  };
}

/** The PDF with the settings' background stamped under each section's pages it names (assemblePdf). */
async function withBackground(
  ctx: DownloadBuildContext,
  settings: ReportSettings,
  bytes: Uint8Array,
  starts: number[],
  sections: number,
): Promise<Uint8Array> {
  const key = ctx.data.pdf?.backgroundKey;
  if (settings.background.mode === 'none' || !key) return bytes;
  const file = await ctx.storage.get(key);
  if (!file) return bytes;
  const pdf = await PDFDocument.load(bytes);
  const count = pdf.getPageCount();
  // Each section's first page; the whole PDF as one section should pdfmake not have told one.
  const firsts = starts.length === sections && starts.every(Boolean) ? starts : [1];
  return assemblePdf(
    firsts.map((first, i) => ({
      pdf,
      pages: Array.from({ length: (firsts[i + 1] ?? count + 1) - first }, (_, k) => first - 1 + k),
      background: { layout: settings.background, file },
    })),
  );
}

/**
 * The default document's pages around its sections (pdfmake), each section (a task, a document) from
 * a new page, as the company's report settings (downloadReportSettings) ask: A4 in their orientation;
 * the page header with the logo and the company name when they are header items, and the generation
 * time; 'Página x de y' in the footer; text in their text colour (Roboto for Portuguese text), titles
 * in their title font and size and the primary colour, group names in the primary colour; their
 * background stamped under each section's pages it names (first, last, all or the listed pages,
 * counted within the section). The styles the content uses: `title`, `group`, `label`, `note`.
 *
 * @example const bytes = await renderPdf(ctx, 'Vistoria', [[{ text: 'Vistoria', style: 'title' }]]);
 */
export async function renderPdf(
  ctx: DownloadBuildContext,
  title: string,
  sections: Content[][],
): Promise<Uint8Array> {
  const { t } = ctx;
  const settings = downloadReportSettings(ctx);
  const page = defaultPdfPage(settings);
  const generated = t('downloads.file.generatedAt', { date: localDateTime(ctx.now, ctx.utcOffset) });
  const logo = await logoOf(ctx, settings);
  const company = settings.headerItems.includes('companyName') ? ctx.data.companyName : '';
  const starts: number[] = [];
  const definition: TDocumentDefinitions = {
    info: { title, creator: 'Campo', producer: 'Campo' },
    pageSize: 'A4',
    pageOrientation: page.orientation,
    pageMargins: page.margins,
    header: {
      columns: [...(logo ? [logo] : []), { text: company, width: '*' }, { text: generated, width: 'auto' }],
      columnGap: 8,
      margin: [page.margins[0], 16, page.margins[2], 0],
      style: 'note',
    },
    footer: (current, count) => ({
      text: t('downloads.file.page', { page: current, count }),
      alignment: 'center',
      margin: [0, 20, 0, 0],
      style: 'note',
    }),
    // Each section's id, so its first page is known (pageBreakBefore sees every node, placed).
    content: sections.map((section, i) => ({
      id: `section-${i}`,
      stack: i ? [{ stack: section.slice(0, 1), pageBreak: 'before' }, ...section.slice(1)] : section,
    })),
    pageBreakBefore: (node) => {
      const index = SECTION.exec(node.id ?? '')?.[1];
      if (index !== undefined && node.pageNumbers.length) starts[Number(index)] = node.pageNumbers[0]!;
      return false;
    },
    defaultStyle: { font: 'Roboto', fontSize: 10, color: settings.colors.text },
    styles: {
      title: {
        font: TITLE_FONTS[settings.titleFont.family],
        fontSize: settings.titleFont.sizePt,
        bold: true,
        color: settings.colors.primary,
        margin: [0, 0, 0, 8],
      },
      group: { fontSize: 12, bold: true, margin: [0, 10, 0, 2], color: settings.colors.primary },
      label: { bold: true, fontSize: 9 },
      note: { fontSize: 8, color: '#607d8b' },
    },
  };
  const buffer = await pdfMaker.createPdf(definition).getBuffer();
  return withBackground(ctx, settings, new Uint8Array(buffer), starts, sections.length);
}
