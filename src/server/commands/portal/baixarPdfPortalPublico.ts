import { sql } from 'kysely';
import schema from '../../../../schemas/commands/BaixarPdfPortalPublico.schema.json';
import { buildDocumentPdf } from '../../downloads/buildDocumentPdf';
import { PUBLIC_PDF_VERSION } from '../../tasks/publicTasks';
import { BlobAnswer } from '../BlobAnswer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { openPortal } from './openPortal';

/**
 * BaixarPdfPortalPublico (TOKEN, PASSWORD?, TASK_ID, VERSION) → the finished activity's PDF (blob, as an
 * attachment), printed as the company prints it (the form's default export template: buildDocumentPdf);
 * public, rate-limited, behind the portal's password like the page. Only an activity of the portal's
 * client, finished, with its document, on a portal whose download option is on; anything else answers
 * DOWNLOAD_NO_DATA (a public caller learns nothing of other records). A VERSION other than the document's
 * current one (changed since the page listed it) answers PUBLIC_PDF_OUTDATED: the page reloads its list.
 */
export const baixarPdfPortalPublico = defineCommand<{
  TOKEN: string;
  PASSWORD?: string;
  TASK_ID: number;
  VERSION: string;
}>({
  name: 'BaixarPdfPortalPublico',
  params: schema,
  async handler(ctx, params) {
    const opened = await openPortal(ctx, params.TOKEN, params.PASSWORD);
    if (!opened) throw new CommandFailure('SHARE_WRONG_PASSWORD');
    const { trx, companyId, clientId } = opened;
    const found = await sql<{ document_id: number; version: string }>`
      select d.id as document_id, ${PUBLIC_PDF_VERSION} as version
      from tasks t
      join documents d on d.company_id = t.company_id and d.id = t.document_id
      join client_portals p on p.company_id = t.company_id and p.client_id = t.client_id
      where t.company_id = ${companyId} and t.id = ${params.TASK_ID} and t.client_id = ${clientId}
        and t.status = 'finished' and p.allow_pdf_download`.execute(trx);
    const row = found.rows[0];
    if (!row) throw new CommandFailure('DOWNLOAD_NO_DATA');
    if (row.version !== params.VERSION) throw new CommandFailure('PUBLIC_PDF_OUTDATED');
    const { fileName, bytes } = await buildDocumentPdf(trx, {
      companyId,
      documentId: row.document_id,
      storage: ctx.storage,
      t: ctx.t,
      pdfPrinter: ctx.pdfPrinter,
    });
    return new BlobAnswer(bytes, 'application/pdf', { fileName });
  },
});
