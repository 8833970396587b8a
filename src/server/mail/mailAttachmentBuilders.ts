import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { MailAttachmentRef } from '../db/tables/MailAttachmentRef';
import { buildDocumentPdf } from '../downloads/buildDocumentPdf';
import type { PdfPrinter } from '../pdf/PdfPrinter';
import type { FileStorage } from '../storage/FileStorage';
import type { MailAttachment } from './Mailer';

/** What building an attachment may use besides the sending job's transaction. */
export interface MailAttachmentServices {
  storage: FileStorage;
  /** The product's default-language translator (pt-BR): the file's texts. */
  t: (key: string, vars?: Record<string, unknown>) => string;
  /** Prints a form's custom PDF layout; null or absent without Chromium (the mail goes without the PDF). */
  pdfPrinter?: PdfPrinter | null;
}

type Builders = {
  [K in MailAttachmentRef['kind']]: (
    trx: Transaction<Database>,
    companyId: number,
    ref: Extract<MailAttachmentRef, { kind: K }>,
    services: MailAttachmentServices,
  ) => Promise<MailAttachment>;
};

/**
 * How the `mail.send` job builds each kind of attachment an outbox row names, in the job's transaction
 * (a map: a new kind is one entry and its MailAttachmentRef case). `documentPdf`: the downloads engine's
 * PDF of the company's document (buildDocumentPdf: the default document, or the form's custom layout).
 *
 * @example const file = await mailAttachmentBuilders.documentPdf(trx, 7, { kind: 'documentPdf', documentId: 31 }, services);
 */
export const mailAttachmentBuilders: Builders = {
  async documentPdf(trx, companyId, ref, services) {
    const { fileName, bytes } = await buildDocumentPdf(trx, {
      companyId,
      documentId: ref.documentId,
      storage: services.storage,
      t: services.t,
      pdfPrinter: services.pdfPrinter ?? null,
    });
    return { filename: fileName, content: bytes, contentType: 'application/pdf' };
  },
};
