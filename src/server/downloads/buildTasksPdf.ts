import type { Column, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadDocument, DownloadTask } from './DownloadData';
import { documentAnswers, type ExportedAnswer } from './documentAnswers';
import { pdfMaker } from './pdfMaker';
import { readImage } from './readImage';
import { localDateTime, TASK_COLUMNS, taskSummary } from './taskSummary';

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

/** One task's section: title, the task columns, then every group and field with its answer. */
async function taskSection(ctx: DownloadBuildContext, task: DownloadTask): Promise<Content[]> {
  const { t } = ctx;
  const summary = taskSummary(task, ctx);
  const rows = TASK_COLUMNS.filter((key) => key !== 'id' && key !== 'title' && summary[key]).map((key) => [
    { text: t(`downloads.file.columns.${key}`), style: 'label' },
    summary[key],
  ]);
  const section: Content[] = [
    { text: `#${task.id} — ${task.title}`, style: 'title' },
    { table: { widths: [110, '*'], body: rows }, layout: 'lightHorizontalLines', margin: [0, 0, 0, 10] },
  ];
  const document = task.document;
  if (!document) return section;
  if (document.model.score && document.score !== null)
    section.push({
      text: [{ text: `${t('downloads.file.columns.score')}: `, bold: true }, String(document.score)],
      margin: [0, 0, 0, 8],
    });
  const answers = documentAnswers(document, { ...ctx, employeeName: (id) => ctx.data.employeeNames.get(id) });
  for (const group of answers) {
    // Hidden fields and tables without rows are left out rather than printed as '—' or '0 linhas'.
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

/**
 * The default document of the selected tasks as one PDF (pdfmake): a section per task starting on its
 * own page (title, state, responsible, dates..., then each group's fields with their answers, tables as
 * tables, photos and signatures as images, the score when the form has it on), the company and the
 * generation time in the header, "Página x de y" in the footer, Roboto for Portuguese text.
 *
 * @example const pdf = await buildTasksPdf(ctx); // starts with %PDF-
 */
export async function buildTasksPdf(ctx: DownloadBuildContext): Promise<Uint8Array> {
  const { t, data } = ctx;
  const content: Content[] = [];
  for (const [i, task] of data.tasks.entries()) {
    const section = await taskSection(ctx, task);
    content.push(i === 0 ? section : { stack: section, pageBreak: 'before' });
    await ctx.progress((0.8 * (i + 1)) / data.tasks.length);
  }
  const generated = t('downloads.file.generatedAt', { date: localDateTime(ctx.now, ctx.utcOffset) });
  const definition: TDocumentDefinitions = {
    info: { title: t('downloads.file.sheetTasks'), creator: 'Campo', producer: 'Campo' },
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    header: {
      columns: [data.companyName, { text: generated, alignment: 'right' }],
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
