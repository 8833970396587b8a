import type { Transaction } from 'kysely';
import { modelIndex, tableSettings } from '../../runtime/forms/modelIndex';
import type { Database } from '../db/Database';
import type { DownloadDocument } from './DownloadData';

/**
 * The names of the users the documents' pre-registered signatures point at (fields and table cells), by
 * id, so exports name the signer.
 *
 * @example (await loadEmployeeNames(trx, 7, [document])).get('12') // 'Ana Souza'
 */
export async function loadEmployeeNames(
  trx: Transaction<Database>,
  companyId: number,
  documents: DownloadDocument[],
): Promise<Map<string, string>> {
  const ids = new Set<number>();
  const collect = (value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      const id = Number((item as { employeeId?: unknown } | null)?.employeeId);
      if (Number.isInteger(id) && id > 0) ids.add(id);
    }
  };
  for (const document of documents)
    for (const [fieldId, { field }] of modelIndex(document.model).fields) {
      const value = document.values[fieldId];
      if (field.type === 'signaturePreRegistered') collect(value);
      const columns = tableSettings(field)?.columns.filter((c) => c.type === 'signaturePreRegistered');
      if (columns?.length && Array.isArray(value))
        for (const row of value as Array<Record<string, unknown> | null>)
          for (const column of columns) collect(row?.[column.id]);
    }
  if (!ids.size) return new Map();
  const rows = await trx
    .selectFrom('users')
    .innerJoin('persons', (join) =>
      join.onRef('persons.id', '=', 'users.person_id').onRef('persons.company_id', '=', 'users.company_id'),
    )
    .select(['users.id', 'persons.name', 'persons.surname'])
    .where('users.company_id', '=', companyId)
    .where('users.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [String(r.id), [r.name, r.surname].filter(Boolean).join(' ')]));
}
