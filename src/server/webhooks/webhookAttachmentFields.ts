import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { CommandFailure } from '../commands/CommandFailure';
import type { Database } from '../db/Database';
import type { WebhookAttachmentRef } from '../db/tables/WebhookAttachmentRef';
import { buildDocumentPdf } from '../downloads/buildDocumentPdf';
import type { PdfPrinter } from '../pdf/PdfPrinter';
import type { FileStorage } from '../storage/FileStorage';

/** What building a delivery's attachments needs. */
export interface WebhookAttachmentServices {
  storage: FileStorage;
  /** The product's default-language translator (pt-BR): the files' texts and the errors. */
  t: (key: string, vars?: Record<string, unknown>) => string;
  /** Prints a form's custom PDF layout; null or absent without Chromium (the delivery says so). */
  pdfPrinter?: PdfPrinter | null;
}

type Builders = {
  [K in WebhookAttachmentRef['kind']]: {
    /** The body's field for it, and `<field>Error` when it could not be built. */
    field: string;
    build(
      trx: Transaction<Database>,
      companyId: number,
      ref: Extract<WebhookAttachmentRef, { kind: K }>,
      services: WebhookAttachmentServices,
    ): Promise<unknown>;
  };
};

/** How each kind of attachment is built (a map: a new kind is one entry and its WebhookAttachmentRef case). */
const BUILDERS: Builders = {
  documentPdf: {
    field: 'pdf',
    async build(trx, companyId, ref, services) {
      const { fileName, bytes } = await buildDocumentPdf(trx, {
        companyId,
        documentId: ref.documentId,
        storage: services.storage,
        t: services.t,
        pdfPrinter: services.pdfPrinter ?? null,
      });
      return { fileName, contentType: 'application/pdf', base64: Buffer.from(bytes).toString('base64') };
    },
  },
};

/**
 * The fields a delivery's attachments add to its JSON body, built by the webhook worker when it sends
 * (never in the transaction that recorded the delivery), each in a short read transaction of its own.
 * `documentPdf` → `pdf` {fileName, contentType: 'application/pdf', base64}: the document's PDF with its
 * form's default export template (buildDocumentPdf, what a mail attaches). One that cannot be built
 * leaves the delivery without it and says why in `<field>Error` (`pdfError`: the catalogue message
 * for a refusal such as PDF_PRINTER_UNAVAILABLE, else the error's message); it would fail again on a
 * retry, so the POST goes anyway.
 *
 * @example const fields = await webhookAttachmentFields(db, 7, [{ kind: 'documentPdf', documentId: 31 }], services, log);
 */
export async function webhookAttachmentFields(
  db: Kysely<Database>,
  companyId: number,
  refs: readonly WebhookAttachmentRef[],
  services: WebhookAttachmentServices,
  log: FastifyBaseLogger | null,
): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  for (const ref of refs) {
    const builder = BUILDERS[ref.kind];
    try {
      fields[builder.field] = await db
        .transaction()
        .execute((trx) => builder.build(trx, companyId, ref, services));
    } catch (error) {
      log?.error({ err: error, companyId, attachment: ref }, 'webhook attachment not built');
      fields[`${builder.field}Error`] =
        error instanceof CommandFailure
          ? services.t(`errors.${error.code}`, error.vars)
          : error instanceof Error
            ? error.message
            : String(error);
    }
  }
  return fields;
}
