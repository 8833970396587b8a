import ExcelJS from 'exceljs';
import { isAuxField } from '../../runtime/forms/compileFormModel';
import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadDocument, DownloadTask } from './DownloadData';
import { documentAnswers, type AnswerImage } from './documentAnswers';
import { readImage } from './readImage';
import { TASK_COLUMNS, taskSummary } from './taskSummary';

/** Thumbnails per cell at most (the images zip has them all), their size and the row height they need. */
const MAX_IMAGES_PER_CELL = 6;
const THUMB_PX = 60;
const IMAGE_ROW_POINTS = 48;
const EMU_PER_PX = 9525;
/** Excel's limit (spec 001 §9). */
const MAX_COLUMNS = 16384;

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`, unique in the workbook. */
function sheetName(name: string, taken: Set<string>): string {
  const base = (name.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Formulário').slice(0, 31);
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++)
    candidate = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

interface FormColumn {
  id: string;
  label: string;
}

/** The fields of a form's documents, newest version first, fields of older versions after them. */
function formColumns(documents: DownloadDocument[]): FormColumn[] {
  const columns = new Map<string, string>();
  for (const document of [...documents].sort((a, b) => b.version - a.version))
    for (const group of document.model.groups)
      for (const field of group.fields)
        if (!isAuxField(field) && !columns.has(field.id)) columns.set(field.id, field.name);
  return [...columns].map(([id, label]) => ({ id, label }));
}

/**
 * The tasks as an Excel workbook (exceljs): the sheet "Atividades" (one row per task, the columns of
 * taskSummary) and one sheet per form with one row per task document and one column per field (the
 * field's label as header, the answer as text: answerText, tables and photos summarised). With
 * `images`, the photos, signatures and sketches are embedded as thumbnails in their cells (up to six a
 * cell). Only documents the requester may see are in `ctx.data` (loadDownloadData).
 *
 * @example const bytes = await buildTasksWorkbook(ctx, { images: true });
 */
export async function buildTasksWorkbook(
  ctx: DownloadBuildContext,
  options: { images: boolean },
): Promise<Uint8Array> {
  const { t, data } = ctx;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Campo';
  workbook.created = ctx.now;
  const taken = new Set<string>();
  const tasksSheet = workbook.addWorksheet(sheetName(t('downloads.file.sheetTasks'), taken));
  tasksSheet.columns = TASK_COLUMNS.map((key) => ({
    header: t(`downloads.file.columns.${key}`),
    key,
    width: key === 'title' || key === 'address' ? 40 : key === 'id' ? 8 : 20,
  }));
  tasksSheet.getRow(1).font = { bold: true };
  for (const task of data.tasks) tasksSheet.addRow(taskSummary(task, ctx));
  await ctx.progress(0.1);

  const byForm = new Map<number, Array<{ task: DownloadTask; document: DownloadDocument }>>();
  for (const task of data.tasks)
    if (task.document) {
      const list = byForm.get(task.formId) ?? [];
      list.push({ task, document: task.document });
      byForm.set(task.formId, list);
    }
  const total = [...byForm.values()].reduce((sum, list) => sum + list.length, 0);
  let done = 0;
  for (const entries of byForm.values()) {
    const sheet = workbook.addWorksheet(sheetName(entries[0]!.task.formName, taken));
    const fields = formColumns(entries.map((e) => e.document));
    const scored = entries.some((e) => e.document.model.score);
    const fixed = ['task', 'title', 'document', 'documentFinished', ...(scored ? ['score'] : [])];
    const columns = [
      ...fixed.map((key) => ({
        header: t(`downloads.file.columns.${key}`),
        key,
        width: key === 'title' ? 30 : 12,
      })),
      ...fields.map((f) => ({ header: f.label, key: `f:${f.id}`, width: 24 })),
    ].slice(0, MAX_COLUMNS);
    sheet.columns = columns;
    sheet.getRow(1).font = { bold: true };
    const columnOf = new Map(columns.map((c, i) => [c.key, i]));
    const imagesPerColumn = new Map<number, number>();
    for (const { task, document } of entries) {
      const answers = documentAnswers(document, { ...ctx, employeeName: (id) => data.employeeNames.get(id) });
      const cells: Record<string, string | number> = {
        task: task.id,
        title: task.title,
        document: document.id,
        documentFinished: t(document.finished ? 'downloads.file.yes' : 'downloads.file.no'),
        ...(scored && document.score !== null ? { score: document.score } : {}),
      };
      const images: Array<{ column: number; list: AnswerImage[] }> = [];
      for (const group of answers)
        for (const answer of group.fields) {
          cells[`f:${answer.field.id}`] = answer.text;
          const column = columnOf.get(`f:${answer.field.id}`);
          if (options.images && answer.images.length && column !== undefined)
            images.push({ column, list: answer.images.slice(0, MAX_IMAGES_PER_CELL) });
        }
      const row = sheet.addRow(cells);
      row.alignment = { vertical: 'top', wrapText: true };
      if (images.length) {
        row.height = IMAGE_ROW_POINTS;
        for (const { column, list } of images) {
          let placed = 0;
          for (const image of list) {
            const loaded = await readImage(ctx.storage, document, image.fileId);
            // exceljs embeds png, jpeg and gif; a webp stays in the images zip only.
            if (!loaded || loaded.extension === 'webp') continue;
            const id = workbook.addImage({
              buffer: Buffer.from(loaded.bytes) as never,
              extension: loaded.extension,
            });
            // Native offsets (EMU): side by side in the cell whatever its width when the image is added.
            const tl = {
              nativeCol: column,
              nativeColOff: placed * THUMB_PX * EMU_PER_PX,
              nativeRow: row.number - 1,
              nativeRowOff: 0,
            };
            sheet.addImage(id, { tl: tl as never, ext: { width: THUMB_PX - 4, height: THUMB_PX - 4 } });
            placed++;
          }
          imagesPerColumn.set(column, Math.max(imagesPerColumn.get(column) ?? 0, placed));
        }
      }
      done++;
      await ctx.progress(0.1 + (0.85 * done) / total);
    }
    // A cell holds its thumbnails side by side: its column is as wide as six of them (≈7 px a unit).
    for (const [column, count] of imagesPerColumn)
      if (count) sheet.getColumn(column + 1).width = (MAX_IMAGES_PER_CELL * THUMB_PX) / 7;
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
