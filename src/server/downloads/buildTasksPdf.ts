import type { Content } from 'pdfmake/interfaces';
import { buildLayoutPdf } from '../pdf/buildLayoutPdf';
import { layoutInfoOfTask } from '../pdf/layoutInfoOfTask';
import { mergePdfs } from '../pdf/mergePdfs';
import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadTask } from './DownloadData';
import { documentPdfContent } from './documentPdfContent';
import { renderPdf } from './renderPdf';
import { TASK_COLUMNS, taskSummary } from './taskSummary';

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
  if (task.document) section.push(...(await documentPdfContent(ctx, task.document)));
  return section;
}

/** The default document of these tasks as one pdfmake PDF, each task from a new page. */
async function defaultPdf(
  ctx: DownloadBuildContext,
  tasks: DownloadTask[],
  done: number,
): Promise<Uint8Array> {
  const content: Content[] = [];
  for (const [i, task] of tasks.entries()) {
    const section = await taskSection(ctx, task);
    content.push(i === 0 ? section : { stack: section, pageBreak: 'before' });
    await ctx.progress((0.8 * (done + i + 1)) / ctx.data.tasks.length);
  }
  return renderPdf(ctx, ctx.t('downloads.file.sheetTasks'), content);
}

/**
 * The selected tasks as one PDF. Each task's document prints with its form's default template: the
 * built-in default document (pdfmake: a section per task from its own page, title, state, responsible,
 * dates..., then each group's fields with their answers, tables as tables, photos and signatures as
 * images, the score when the form has it on; the company and the generation time in the header, "Página
 * x de y" in the footer, Roboto for Portuguese text), or the form's custom PDF layout (buildLayoutPdf,
 * printed by Chromium; PDF_PRINTER_UNAVAILABLE without one). Runs of default tasks print together and
 * the parts are merged in the selected order.
 *
 * @example const pdf = await buildTasksPdf(ctx); // starts with %PDF-
 */
export async function buildTasksPdf(ctx: DownloadBuildContext): Promise<Uint8Array> {
  const { data } = ctx;
  const layoutOf = (task: DownloadTask) =>
    (task.document && data.pdf?.byForm.get(task.document.formId)) || null;
  if (!data.tasks.some(layoutOf)) return defaultPdf(ctx, data.tasks, 0);
  const parts: Uint8Array[] = [];
  let run: DownloadTask[] = [];
  const flush = async (done: number) => {
    if (run.length) parts.push(await defaultPdf(ctx, run, done - run.length));
    run = [];
  };
  for (const [i, task] of data.tasks.entries()) {
    const layout = layoutOf(task);
    if (!layout || !task.document || !data.pdf) {
      run.push(task);
      continue;
    }
    await flush(i);
    parts.push(
      await buildLayoutPdf(
        {
          ...ctx,
          companyName: data.companyName,
          employeeNames: data.employeeNames,
          printer: ctx.pdfPrinter ?? null,
        },
        {
          document: task.document,
          layout,
          settings: data.pdf.settings,
          layouts: data.pdf,
          formName: task.formName,
          info: layoutInfoOfTask(task, ctx),
        },
      ),
    );
    await ctx.progress((0.8 * (i + 1)) / data.tasks.length);
  }
  await flush(data.tasks.length);
  return mergePdfs(parts);
}
