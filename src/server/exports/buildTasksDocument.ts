import { defaultExportTemplate } from '../../runtime/pdf/defaultExportTemplate';
import type { BuiltDownload } from '../downloads/BuiltDownload';
import type { DownloadBuildContext } from '../downloads/DownloadBuildContext';
import type { DownloadTask } from '../downloads/DownloadData';
import { buildTasksPdf } from '../downloads/buildTasksPdf';
import { localDateTime, taskSummary } from '../downloads/taskSummary';
import { imageTypeOf } from '../files/imageTypeOf';
import type { LoadedImage } from '../downloads/readImage';
import { buildDocumentDocx } from './word/buildDocumentDocx';
import type { DocxContext } from './word/DocxContext';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The company's logo from the FileStorage, typed by its bytes; null when none or gone. */
async function loadLogo(ctx: DownloadBuildContext): Promise<LoadedImage | null> {
  const key = ctx.data.companyLogoKey;
  const bytes = key ? await ctx.storage.get(key) : null;
  const type = bytes && imageTypeOf(bytes);
  return type ? { bytes: bytes!, extension: type.slice('image/'.length) as LoadedImage['extension'] } : null;
}

/** A task's document's Word context: the task's identification texts, the company's logo. */
async function docxContextOf(ctx: DownloadBuildContext, task: DownloadTask): Promise<DocxContext> {
  const summary = taskSummary(task, ctx);
  const document = task.document!;
  return {
    ...ctx,
    employeeNames: ctx.data.employeeNames,
    companyName: ctx.data.companyName,
    logo: await loadLogo(ctx),
    title: `#${task.id} — ${task.title}`,
    formName: task.formName,
    info: {
      companyName: ctx.data.companyName,
      formName: task.formName,
      documentId: String(document.id),
      finishedAt: localDateTime(document.finishedAt ?? task.finishedAt, ctx.utcOffset),
      responsible: summary.responsible,
      client: summary.client,
      unit: summary.unit,
      location: summary.address,
    },
  };
}

/**
 * The downloads' `pdf` builder, "the document" of the selected tasks (docs/exports.md): one task whose
 * document's form has a Word template as its default export gives that document as a .docx (the
 * template's layout when it has one, else the default document); otherwise the default document PDF of
 * every task (buildTasksPdf). Word files cannot be joined into one PDF, so a selection of several tasks
 * stays a PDF.
 *
 * @example downloadBuilders.pdf = buildTasksDocument;
 */
export async function buildTasksDocument(ctx: DownloadBuildContext): Promise<Uint8Array | BuiltDownload> {
  const [task] = ctx.data.tasks;
  const template =
    ctx.data.tasks.length === 1 && task?.document ? defaultExportTemplate(task.document.model) : null;
  if (!task?.document || template?.kind !== 'word') return buildTasksPdf(ctx);
  const bytes = await buildDocumentDocx(task.document, {
    ...(await docxContextOf(ctx, task)),
    layout: template.layout ?? null,
  });
  await ctx.progress(0.9);
  return { bytes, extension: 'docx', contentType: DOCX };
}
