import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import { buildLayoutPdf } from '../pdf/buildLayoutPdf';
import { loadDocumentLayoutInfo } from '../pdf/loadDocumentLayoutInfo';
import { loadPdfLayouts } from '../pdf/loadPdfLayouts';
import type { PdfPrinter } from '../pdf/PdfPrinter';
import type { FileStorage } from '../storage/FileStorage';
import { documentHeaderContent } from './documentHeaderContent';
import { documentPdfContent } from './documentPdfContent';
import { loadDownloadDocuments } from './loadDownloadDocuments';
import { loadEmployeeNames } from './loadEmployeeNames';
import { renderPdf } from './renderPdf';
import { localDateTime } from './taskSummary';

/** Brasília (UTC−3): the default time zone of dates printed for nobody in particular (a mail's PDF). */
const BRASILIA = -180;

/**
 * One stored document of the company as a PDF, read in the caller's transaction: with its form's custom
 * PDF layout when the form's default template is one (buildLayoutPdf, Chromium; PDF_PRINTER_UNAVAILABLE
 * without one), else the default document PDF of the downloads engine (the same content and page as a
 * task's PDF and the same report settings, titled `<form> — #<document>`, its header items those of
 * the task that holds it):
 * what the workflow's send-e-mail step attaches (`documentPdf`, built by the mail.send job). The form's
 * current name, the company in the header when the report settings ask, texts in `t`'s language, dates in Brasília time. Throws when
 * the document is not the company's (or its model version is gone).
 *
 * @example const { fileName, bytes } = await buildDocumentPdf(trx, { companyId, documentId, storage, t });
 */
export async function buildDocumentPdf(
  trx: Transaction<Database>,
  request: {
    companyId: number;
    documentId: number;
    storage: FileStorage;
    t: (key: string, vars?: Record<string, unknown>) => string;
    locale?: string;
    /** Prints a custom layout; null or absent without Chromium. */
    pdfPrinter?: PdfPrinter | null;
  },
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { companyId, documentId, storage, t } = request;
  const document = (await loadDownloadDocuments(trx, companyId, [documentId])).get(documentId);
  if (!document) throw new Error(`document ${documentId} of company ${companyId} not found`);
  const names = await trx
    .selectFrom('forms')
    .innerJoin('companies', 'companies.id', 'forms.company_id')
    .select(['forms.name as formName', 'companies.name as companyName'])
    .where('forms.company_id', '=', companyId)
    .where('forms.id', '=', document.formId)
    .executeTakeFirst();
  const formName = names?.formName ?? document.model.name;
  const title = `${formName} — #${documentId}`;
  const pdf = await loadPdfLayouts(trx, companyId, [document.formId]);
  const ctx = {
    data: {
      companyName: names?.companyName ?? '',
      tasks: [],
      pdf,
      employeeNames: await loadEmployeeNames(trx, companyId, [document]),
    },
    t,
    locale: request.locale ?? 'pt-BR',
    utcOffset: BRASILIA,
    now: new Date(),
    storage,
    progress: async () => undefined,
  };
  const layout = pdf.byForm.get(document.formId);
  const info = await loadDocumentLayoutInfo(trx, companyId, documentId, t);
  const bytes = layout
    ? await buildLayoutPdf(
        {
          ...ctx,
          companyName: ctx.data.companyName,
          employeeNames: ctx.data.employeeNames,
          printer: request.pdfPrinter ?? null,
        },
        {
          document,
          layout,
          settings: pdf.settings,
          layouts: pdf,
          formName,
          info,
        },
      )
    : await renderPdf(ctx, title, [
        [
          { text: title, style: 'title' },
          ...documentHeaderContent(ctx, pdf.settings, {
            formName,
            documentId: String(documentId),
            finishedAt: localDateTime(document.finishedAt, BRASILIA),
            ...info,
          }),
          ...(await documentPdfContent(ctx, document)),
        ],
      ]);
  // Letters, digits (accents kept), spaces, dots and dashes: a name every mail client saves as is.
  const safe = formName.replace(/[^\p{L}\p{N} ._-]+/gu, ' ').trim() || 'documento';
  return { fileName: `${safe} ${documentId}.pdf`, bytes };
}
