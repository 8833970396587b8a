import { Footer, Header, Paragraph, TextRun, type FileChild, type Table } from 'docx';
import type { PdfBand } from '../../../runtime/pdf/PdfLayout';
import { docxBlocks, type DocxScope } from './docxBlocks';
import { docxImage } from './docxImages';
import { pageNumberParagraph } from './docxText';

/** The logo's box in the default header, ~12 mm high. */
const LOGO_BOX = { width: 180, height: 45 };

async function bandChildren(band: PdfBand, scope: DocxScope): Promise<FileChild[]> {
  const children: FileChild[] = [];
  for (const block of band.blocks) children.push(...(await docxBlocks[block.type](block, scope)));
  return children;
}

/**
 * The page header and footer of a document's Word export: a layout's bands when it has blocks in them,
 * else the default ones (the company's logo and the form's name above, "Página X de Y" below, the page
 * numbers as Word fields).
 *
 * @example const { header, footer } = await docxBands(scope, layout);
 */
export async function docxBands(
  scope: DocxScope,
  bands: { header: PdfBand; footer: PdfBand } | null,
): Promise<{ header: Header; footer: Footer }> {
  const { ctx } = scope;
  let header: FileChild[] = bands?.header.blocks.length ? await bandChildren(bands.header, scope) : [];
  if (!bands?.header.blocks.length) {
    const logo = ctx.logo && docxImage(ctx.logo, LOGO_BOX);
    header = [
      new Paragraph({
        children: [
          ...(logo ? [logo, new TextRun('   ')] : []),
          new TextRun({ text: ctx.formName, bold: true, color: '37474F' }),
        ],
      }),
    ];
  }
  const footer: FileChild[] = bands?.footer.blocks.length
    ? await bandChildren(bands.footer, scope)
    : [pageNumberParagraph(ctx)];
  return {
    header: new Header({ children: header as (Paragraph | Table)[] }),
    footer: new Footer({ children: footer as (Paragraph | Table)[] }),
  };
}
