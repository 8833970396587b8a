import { convertMillimetersToTwip, Document, Packer, PageOrientation, type FileChild } from 'docx';
import type { PdfLayout } from '../../../runtime/pdf/PdfLayout';
import type { DownloadDocument } from '../../downloads/DownloadData';
import { documentAnswers } from '../../downloads/documentAnswers';
import type { DocxContext } from './DocxContext';
import { docxBands } from './docxBands';
import { docxBlocks, type DocxScope } from './docxBlocks';
import { docxDefaultBody } from './docxDefaultBody';

/** Page sizes in millimetres (portrait). */
const PAGE_MM = { A4: { width: 210, height: 297 }, Letter: { width: 215.9, height: 279.4 } };
/** The default document's page: A4 portrait, 20 mm margins. */
const DEFAULT_PAGE: PdfLayout['page'] = {
  size: 'A4',
  orientation: 'portrait',
  marginsMm: { top: 20, right: 20, bottom: 20, left: 20 },
  gridMm: 5,
};

/**
 * A document as a Word file (.docx, the `docx` package): with `ctx.layout` (a Word template's layout)
 * its blocks in order on the layout's page (size, orientation, margins), its header and footer bands;
 * without, the default document: title, identification, each visible group as a heading with its
 * fields as label and answer, table fields as Word tables whose header row repeats on each page, photos
 * and signatures as pictures fitted to a box; the company's logo and the form's name in the page header,
 * "Página X de Y" in the footer as Word page fields. Hidden groups and fields are left out.
 *
 * @example const bytes = await buildDocumentDocx(document, { ...ctx, title: 'Vistoria — #31', formName: 'Vistoria' });
 */
export async function buildDocumentDocx(document: DownloadDocument, ctx: DocxContext): Promise<Uint8Array> {
  const answers = documentAnswers(document, { ...ctx, employeeName: (id) => ctx.employeeNames.get(id) });
  const layout = ctx.layout ?? null;
  const page = layout?.page ?? DEFAULT_PAGE;
  const size = PAGE_MM[page.size];
  const printableMm =
    (page.orientation === 'landscape' ? size.height : size.width) -
    page.marginsMm.left -
    page.marginsMm.right;
  const scope: DocxScope = {
    ctx,
    document,
    answers,
    answerOf: new Map(
      answers.flatMap((g) => (g.hidden ? [] : g.fields.map((a) => [a.field.id, a] as const))),
    ),
    widthPx: Math.round((printableMm * 96) / 25.4),
  };
  let children: FileChild[] = [];
  if (layout) for (const block of layout.body) children.push(...(await docxBlocks[block.type](block, scope)));
  else children = await docxDefaultBody(ctx, document, answers);
  const { header, footer } = await docxBands(scope, layout);
  const twips = (mm: number) => convertMillimetersToTwip(mm);
  const file = new Document({
    creator: 'Campo',
    title: ctx.title,
    styles: { default: { document: { run: { font: 'Calibri', size: 20 } } } },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: twips(size.width),
              height: twips(size.height),
              orientation:
                page.orientation === 'landscape' ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
            },
            margin: {
              top: twips(page.marginsMm.top),
              right: twips(page.marginsMm.right),
              bottom: twips(page.marginsMm.bottom),
              left: twips(page.marginsMm.left),
              header: twips(Math.min(10, page.marginsMm.top / 2)),
              footer: twips(Math.min(10, page.marginsMm.bottom / 2)),
            },
          },
        },
        headers: { default: header },
        footers: { default: footer },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(file));
}
