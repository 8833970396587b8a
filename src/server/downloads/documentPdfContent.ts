import type { Column, Content } from 'pdfmake/interfaces';
import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadDocument } from './DownloadData';
import { documentAnswers, type ExportedAnswer } from './documentAnswers';
import { readImage } from './readImage';

const PHOTO_FIT: [number, number] = [160, 120];
const SIGNATURE_FIT: [number, number] = [200, 80];
const SIGNATURE_TYPES = new Set(['signatureDrawn', 'sketch']);
/** Field types whose answer is its images: the images stand for the text ('2 fotos', 'Assinatura'). */
const IMAGE_TYPES = new Set(['photo', ...SIGNATURE_TYPES]);
/** Photos side by side, three to a row (A4 less margins is 515 pt wide). */
const PER_ROW = 3;

/** A field's images as pdfmake images (png and jpeg; pdfkit draws no other format: a note instead). */
async function imagesOf(
  ctx: DownloadBuildContext,
  document: DownloadDocument,
  answer: ExportedAnswer,
): Promise<Content[]> {
  const fit = SIGNATURE_TYPES.has(answer.field.type) ? SIGNATURE_FIT : PHOTO_FIT;
  const images: Column[] = [];
  for (const image of answer.images) {
    const loaded = await readImage(ctx.storage, document, image.fileId);
    if (loaded && (loaded.extension === 'png' || loaded.extension === 'jpeg'))
      images.push({
        image: `data:image/${loaded.extension};base64,${Buffer.from(loaded.bytes).toString('base64')}`,
        fit,
        width: fit[0],
      });
    else
      images.push({
        text: ctx.t(loaded ? 'downloads.file.unsupportedImage' : 'downloads.file.missingImage'),
        style: 'note',
        width: fit[0],
      });
  }
  const rows: Content[] = [];
  for (let i = 0; i < images.length; i += PER_ROW)
    rows.push({ columns: images.slice(i, i + PER_ROW), columnGap: 8, margin: [0, 2, 0, 6] });
  return rows;
}

/**
 * A document's part of the default PDF (pdfmake content, the styles of renderPdf): the score when the
 * form scores, then each visible group with its fields' answers, tables as tables, photos and signatures
 * as images. Hidden fields and tables without rows are left out rather than printed as '—' or '0 linhas'.
 *
 * @example section.push(...(await documentPdfContent(ctx, task.document)));
 */
export async function documentPdfContent(
  ctx: DownloadBuildContext,
  document: DownloadDocument,
): Promise<Content[]> {
  const { t } = ctx;
  const section: Content[] = [];
  if (document.model.score && document.score !== null)
    section.push({
      text: [{ text: `${t('downloads.file.columns.score')}: `, bold: true }, String(document.score)],
      margin: [0, 0, 0, 8],
    });
  const answers = documentAnswers(document, { ...ctx, employeeName: (id) => ctx.data.employeeNames.get(id) });
  for (const group of answers) {
    const shown = group.hidden
      ? []
      : group.fields.filter(
          (a) => !a.hidden && !(a.field.type === 'table' && !a.table?.rows.length && !a.images.length),
        );
    if (!shown.length) continue;
    section.push({ text: group.name, style: 'group' });
    for (const answer of shown) {
      section.push({ text: answer.field.name, style: 'label', margin: [0, 4, 0, 1] });
      if (answer.table?.rows.length)
        section.push({
          table: {
            headerRows: 1,
            widths: answer.table.columns.map(() => '*'),
            body: [
              answer.table.columns.map((name) => ({ text: name, style: 'label' })),
              ...answer.table.rows,
            ],
          },
          layout: 'lightHorizontalLines',
          fontSize: 9,
        });
      else if (!(answer.images.length && IMAGE_TYPES.has(answer.field.type)))
        section.push({ text: answer.text || '—' });
      if (answer.images.length) section.push({ stack: await imagesOf(ctx, document, answer) });
    }
  }
  return section;
}
