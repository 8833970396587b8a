import type { Column, Content } from 'pdfmake/interfaces';
import type { ReportSettings } from '../../runtime/pdf/ReportSettings';
import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadDocument } from './DownloadData';
import type { DefaultPdfPage } from './defaultPdfPage';
import type { ExportedAnswer } from './documentAnswers';
import { readImage } from './readImage';

const GAP = 8;
const SIGNATURE_HEIGHT = 80;
/** Room a page keeps besides the photos (a field's label, the space between rows). */
const PHOTO_PAGE_ROOM = 30;
/** Drawn signatures and sketches: sized by signatures per line; any other image is a photo. */
const SIGNATURE_TYPES = new Set(['signatureDrawn', 'sketch']);

/** Photos per row and rows per page for each `imagesPerPage`, wider pages taking more per row. */
const PHOTO_GRID: Record<
  ReportSettings['orientation'],
  Record<ReportSettings['imagesPerPage'], [number, number]>
> = {
  portrait: { 1: [1, 1], 2: [1, 2], 4: [2, 2], 6: [2, 3] },
  landscape: { 1: [1, 1], 2: [2, 1], 4: [2, 2], 6: [3, 2] },
};

/** How many images a row holds and the box each one fits in, in points. */
function gridOf(
  page: DefaultPdfPage,
  settings: ReportSettings,
  signature: boolean,
): { perRow: number; fit: [number, number] } {
  const width = (perRow: number) => (page.width - GAP * (perRow - 1)) / perRow;
  if (signature)
    return { perRow: settings.signaturesPerLine, fit: [width(settings.signaturesPerLine), SIGNATURE_HEIGHT] };
  const [perRow, rows] = PHOTO_GRID[page.orientation][settings.imagesPerPage];
  return { perRow, fit: [width(perRow), (page.height - PHOTO_PAGE_ROOM) / rows - GAP] };
}

/**
 * A field's images in the default PDF (png and jpeg; pdfkit draws no other format: a note instead) as
 * rows that the report settings size: photos so that `imagesPerPage` of them fill a page (1 or 2 in one
 * column, 4 and 6 in two, 6 in three on a landscape page), drawn signatures and sketches
 * `signaturesPerLine` to a row.
 *
 * @example section.push({ stack: await answerImagesContent(ctx, document, answer, page, settings) });
 */
export async function answerImagesContent(
  ctx: Pick<DownloadBuildContext, 'storage' | 't'>,
  document: DownloadDocument,
  answer: ExportedAnswer,
  page: DefaultPdfPage,
  settings: ReportSettings,
): Promise<Content[]> {
  const { perRow, fit } = gridOf(page, settings, SIGNATURE_TYPES.has(answer.field.type));
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
  for (let i = 0; i < images.length; i += perRow)
    rows.push({ columns: images.slice(i, i + perRow), columnGap: GAP, margin: [0, 2, 0, 6] });
  return rows;
}
