import { PDFDocument } from 'pdf-lib';
import type { Content } from 'pdfmake/interfaces';
import { assemblePdf, type PdfPart } from '../pdf/assemblePdf';
import { buildLayoutPdf, type LayoutPdfContext } from '../pdf/buildLayoutPdf';
import { layoutInfoOfTask } from '../pdf/layoutInfoOfTask';
import { printLayoutBatch } from '../pdf/printLayoutBatch';
import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadTask } from './DownloadData';
import { documentHeaderContent } from './documentHeaderContent';
import { documentPdfContent } from './documentPdfContent';
import { downloadReportSettings } from './downloadReportSettings';
import { pdfTaskPlan } from './pdfTaskPlan';
import { renderPdf } from './renderPdf';
import { TASK_COLUMNS, taskSummary, type TaskColumn } from './taskSummary';

/** Layout prints under way at once: the printer's page pool (more would only wait for a page). */
const PRINTS_AT_ONCE = 2;

/** Task columns printed elsewhere: in the title (id, title), or as header items when the report settings ask. */
const HEADER_COLUMNS = new Set<TaskColumn>([
  'id',
  'title',
  'form',
  'responsible',
  'client',
  'unit',
  'finished',
  'address',
]);

/**
 * One task's section: title, the report settings' header items (form, document, finished, responsible,
 * client, unit, location), the task's other columns (state, dates, approval), then every group and
 * field with its answer.
 */
async function taskSection(ctx: DownloadBuildContext, task: DownloadTask): Promise<Content[]> {
  const { t } = ctx;
  const summary = taskSummary(task, ctx);
  const rows = TASK_COLUMNS.filter((key) => !HEADER_COLUMNS.has(key) && summary[key]).map((key) => [
    { text: t(`downloads.file.columns.${key}`), style: 'label' },
    summary[key],
  ]);
  const section: Content[] = [
    { text: `#${task.id} — ${task.title}`, style: 'title' },
    ...documentHeaderContent(ctx, downloadReportSettings(ctx), {
      formName: task.formName,
      documentId: task.document ? String(task.document.id) : '',
      finishedAt: summary.finished,
      ...layoutInfoOfTask(task, ctx),
    }),
    { table: { widths: [110, '*'], body: rows }, layout: 'lightHorizontalLines', margin: [0, 0, 0, 10] },
  ];
  if (task.document) section.push(...(await documentPdfContent(ctx, task.document)));
  return section;
}

/** The default document of these tasks as one pdfmake PDF, each task from a new page (renderPdf). */
async function defaultPdf(
  ctx: DownloadBuildContext,
  tasks: DownloadTask[],
  done: (count: number) => Promise<void>,
): Promise<Uint8Array> {
  const sections: Content[][] = [];
  for (const task of tasks) {
    sections.push(await taskSection(ctx, task));
    await done(1);
  }
  return renderPdf(ctx, ctx.t('downloads.file.sheetTasks'), sections);
}

/** Runs the jobs, `atOnce` at a time, in order; stops taking new ones after a failure. */
async function inTurns(jobs: Array<() => Promise<void>>, atOnce: number): Promise<void> {
  let next = 0;
  let failed = false;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, jobs.length) }, async () => {
      while (!failed && next < jobs.length)
        await jobs[next++]!().catch((error: unknown) => {
          failed = true;
          throw error;
        });
    }),
  );
}

/**
 * The selected tasks as one PDF, in the selected order. Each task's document prints with its form's
 * default template: the built-in default document (pdfmake: a section per task from its own page,
 * title, the report settings' header items, state, dates..., then each group's fields with their
 * answers, tables, photos and signatures, the score when the form has it on, all as the company's
 * report settings ask (renderPdf, documentPdfContent); the generation time in the header, "Página x
 * de y" in the footer, Roboto for Portuguese text), or the form's custom
 * PDF layout (Chromium; PDF_PRINTER_UNAVAILABLE without one). Runs of default tasks print together;
 * the documents of one layout print in batches (pdfTaskPlan, printLayoutBatch: two Chromium prints per
 * batch, page numbers counted within each document), two prints at a time, a lone document alone
 * (buildLayoutPdf). The pages are then put in the selected order (assemblePdf).
 *
 * @example const pdf = await buildTasksPdf(ctx); // starts with %PDF-
 */
export async function buildTasksPdf(ctx: DownloadBuildContext): Promise<Uint8Array> {
  const { data } = ctx;
  const plan = pdfTaskPlan(data);
  const total = data.tasks.length;
  let finished = 0;
  const done = async (count: number) => {
    finished += count;
    await ctx.progress((0.85 * finished) / total);
  };
  if (!plan.batches.length) return defaultPdf(ctx, data.tasks, done);
  const layoutCtx: LayoutPdfContext = {
    ...ctx,
    companyName: data.companyName,
    employeeNames: data.employeeNames,
    printer: ctx.pdfPrinter ?? null,
  };
  const slots: PdfPart[][] = data.tasks.map(() => []);
  const whole = async (bytes: Uint8Array) => {
    const pdf = await PDFDocument.load(bytes);
    return { pdf, pages: pdf.getPageIndices() };
  };
  const prints = plan.batches.map(({ layout, indices }) => async () => {
    const documents = indices.map((i) => {
      const task = data.tasks[i]!;
      return { document: task.document!, formName: task.formName, info: layoutInfoOfTask(task, ctx) };
    });
    const request = { layout, settings: data.pdf!.settings, layouts: data.pdf! };
    if (documents.length === 1) {
      slots[indices[0]!]!.push(
        await whole(await buildLayoutPdf(layoutCtx, { ...request, ...documents[0]! })),
      );
    } else {
      const batch = await printLayoutBatch(layoutCtx, { ...request, documents });
      const background = batch.background && { layout: layout.background, file: batch.background };
      indices.forEach((i, k) =>
        slots[i]!.push({ pdf: batch.body, pages: batch.pages[k]!, bands: batch.bands, background }),
      );
    }
    await done(indices.length);
  });
  const defaults = async () => {
    for (const run of plan.defaultRuns)
      slots[run[0]!]!.push(
        await whole(
          await defaultPdf(
            ctx,
            run.map((i) => data.tasks[i]!),
            done,
          ),
        ),
      );
  };
  await Promise.all([inTurns(prints, PRINTS_AT_ONCE), defaults()]);
  const bytes = await assemblePdf(slots.flat());
  await ctx.progress(1);
  return bytes;
}
