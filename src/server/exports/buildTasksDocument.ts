import type { BuiltDownload } from '../downloads/BuiltDownload';
import type { DownloadBuildContext } from '../downloads/DownloadBuildContext';
import type { DownloadTask } from '../downloads/DownloadData';
import { buildTasksPdf } from '../downloads/buildTasksPdf';
import type { LoadedImage } from '../downloads/readImage';
import { localDateTime } from '../downloads/taskSummary';
import { imageTypeOf } from '../files/imageTypeOf';
import { layoutInfoOfTask } from '../pdf/layoutInfoOfTask';
import { buildDocumentDocx } from './word/buildDocumentDocx';
import type { DocxContext } from './word/DocxContext';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The company's logo from the FileStorage, typed by its bytes; null when none or gone. */
async function loadLogo(
  ctx: DownloadBuildContext,
  key: string | null | undefined,
): Promise<LoadedImage | null> {
  const bytes = key ? await ctx.storage.get(key) : null;
  const type = bytes && imageTypeOf(bytes);
  return type ? { bytes: bytes!, extension: type.slice('image/'.length) as LoadedImage['extension'] } : null;
}

/** A task's document's Word context: the task's identification texts, the company's logo. */
async function docxContextOf(ctx: DownloadBuildContext, task: DownloadTask): Promise<DocxContext> {
  const document = task.document!;
  return {
    ...ctx,
    employeeNames: ctx.data.employeeNames,
    companyName: ctx.data.companyName,
    logo: await loadLogo(ctx, ctx.data.word?.logoKey),
    title: `#${task.id} — ${task.title}`,
    formName: task.formName,
    info: {
      companyName: ctx.data.companyName,
      formName: task.formName,
      documentId: String(document.id),
      finishedAt: localDateTime(document.finishedAt ?? task.finishedAt, ctx.utcOffset),
      ...layoutInfoOfTask(task, ctx),
    },
  };
}

/**
 * The downloads' `pdf` builder, "the document" of the selected tasks (docs/exports.md): one task whose
 * form has a Word template as its default export gives its document as a .docx (the template's layout
 * when it has one, else the default document); otherwise the PDF of every task (buildTasksPdf: the
 * default document, or the form's custom PDF layout). Word files cannot be joined into one PDF, so a
 * selection of several tasks stays a PDF.
 *
 * @example downloadBuilders.pdf = buildTasksDocument;
 */
export async function buildTasksDocument(ctx: DownloadBuildContext): Promise<Uint8Array | BuiltDownload> {
  const [task] = ctx.data.tasks;
  const template =
    ctx.data.tasks.length === 1 && task?.document && ctx.data.word?.byForm.get(task.document.formId);
  if (!task?.document || !template) return buildTasksPdf(ctx);
  const bytes = await buildDocumentDocx(task.document, {
    ...(await docxContextOf(ctx, task)),
    layout: template.layout ?? null,
  });
  await ctx.progress(0.9);
  return { bytes, extension: 'docx', contentType: DOCX };
}
