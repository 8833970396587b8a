import { sql, type Transaction } from 'kysely';
import type { EntityField } from '../../runtime/entities/EntityMeta';
import { formatEntityValue } from '../../runtime/entities/formatEntityValue';
import type { PdfInfoItem } from '../../runtime/pdf/html/PdfDocumentData';
import type { Database } from '../db/Database';
import { RESPONSIBLE_NAME } from '../tasks/responsibleSql';
import { TASK_RECORD_NAMES } from '../tasks/TASK_RECORD_NAMES';

const ADDRESS_FIELD = { type: 'address' } as EntityField;

/**
 * The identification items of the task a document answers (responsible, client, unit, the address as
 * the location), read in the caller's transaction, for a layout printed outside a download (a mail's
 * PDF); empty when no task holds the document.
 *
 * @example (await loadDocumentLayoutInfo(trx, 7, 31, t)).responsible // 'Ana Lima'
 */
export async function loadDocumentLayoutInfo(
  trx: Transaction<Database>,
  companyId: number,
  documentId: number,
  t: (key: string, vars?: Record<string, unknown>) => string,
): Promise<Partial<Record<PdfInfoItem, string>>> {
  const row = (
    await sql<{
      responsible: string | null;
      client: string | null;
      unit: string | null;
      address: Record<string, unknown> | null;
    }>`select ${RESPONSIBLE_NAME} as responsible, ${TASK_RECORD_NAMES.client} as client,
        ${TASK_RECORD_NAMES.unit} as unit, t.address
      from tasks t where t.company_id = ${companyId} and t.document_id = ${documentId}
      order by t.id limit 1`.execute(trx)
  ).rows[0];
  if (!row) return {};
  const info: Partial<Record<PdfInfoItem, string>> = {};
  if (row.responsible) info.responsible = row.responsible;
  if (row.client) info.client = row.client;
  if (row.unit) info.unit = row.unit;
  const location = row.address ? formatEntityValue(ADDRESS_FIELD, row.address, t) : '';
  if (location) info.location = location;
  return info;
}
