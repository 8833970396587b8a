import type { Content } from 'pdfmake/interfaces';
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

/**
 * The default document of the selected tasks as one PDF (pdfmake): a section per task starting on its
 * own page (title, state, responsible, dates..., then each group's fields with their answers, tables as
 * tables, photos and signatures as images, the score when the form has it on), the company and the
 * generation time in the header, "Página x de y" in the footer, Roboto for Portuguese text.
 *
 * @example const pdf = await buildTasksPdf(ctx); // starts with %PDF-
 */
export async function buildTasksPdf(ctx: DownloadBuildContext): Promise<Uint8Array> {
  const { data } = ctx;
  const content: Content[] = [];
  for (const [i, task] of data.tasks.entries()) {
    const section = await taskSection(ctx, task);
    content.push(i === 0 ? section : { stack: section, pageBreak: 'before' });
    await ctx.progress((0.8 * (i + 1)) / data.tasks.length);
  }
  return renderPdf(ctx, ctx.t('downloads.file.sheetTasks'), content);
}
