import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DownloadBuildContext } from './DownloadBuildContext';
import { pdfMaker } from './pdfMaker';
import { localDateTime } from './taskSummary';

/**
 * The default document's page around its content (pdfmake): A4, the company and the generation time in
 * the header, 'Página x de y' in the footer, Roboto for Portuguese text, and the styles the content uses
 * (`title`, `group`, `label`, `note`).
 *
 * @example const bytes = await renderPdf(ctx, 'Vistoria', [{ text: 'Vistoria', style: 'title' }]);
 */
export async function renderPdf(
  ctx: DownloadBuildContext,
  title: string,
  content: Content[],
): Promise<Uint8Array> {
  const { t } = ctx;
  const generated = t('downloads.file.generatedAt', { date: localDateTime(ctx.now, ctx.utcOffset) });
  const definition: TDocumentDefinitions = {
    info: { title, creator: 'Campo', producer: 'Campo' },
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    header: {
      columns: [ctx.data.companyName, { text: generated, alignment: 'right' }],
      margin: [40, 20, 40, 0],
      style: 'note',
    },
    footer: (page, count) => ({
      text: t('downloads.file.page', { page, count }),
      alignment: 'center',
      margin: [0, 20, 0, 0],
      style: 'note',
    }),
    content,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: {
      title: { fontSize: 15, bold: true, margin: [0, 0, 0, 8] },
      group: { fontSize: 12, bold: true, margin: [0, 10, 0, 2], color: '#00695c' },
      label: { bold: true, fontSize: 9, color: '#37474f' },
      note: { fontSize: 8, color: '#607d8b' },
    },
  };
  const buffer = await pdfMaker.createPdf(definition).getBuffer();
  return new Uint8Array(buffer);
}
