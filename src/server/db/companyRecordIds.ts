import { sql, type Transaction } from 'kysely';
import roles from '../../../metadata/roles.json';
import type { Database } from './Database';

/** The company-wide roles every company has (metadata/roles.json): no row of their own per company. */
const COMPANY_WIDE_ROLES = roles.companyWideGroups.map((g) => g.id);

/**
 * What a reference parameter may point at: `role` (a company-wide role or a custom role of the company),
 * `employee` (a user of the company), `library`, or the name of an entity of metadata/entities (`squad`,
 * `client`, `unit`, `asset`, `item`, `family`, `assetType`: a live record of it). Forms, folders and
 * tasks have their own checks, which also ask whether the caller may see them (requireVisibleForm...).
 */
export type RecordKind = 'role' | 'employee' | 'library' | (string & {});

/**
 * Which of `ids` are records of `kind` that belong to the company: the one lookup behind every "this id
 * is ours" check (requireCompanyRecords, the entity lookups of checkRecords). Run it in the command's
 * transaction, before the write.
 *
 * @example await companyRecordIds(trx, 7, 'squad', [12, 13]) // Set {12} when 13 is another company's
 */
export async function companyRecordIds(
  trx: Transaction<Database>,
  companyId: number,
  kind: RecordKind,
  ids: readonly number[],
): Promise<Set<number>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  if (!wanted.length) return new Set();
  const list = `{${wanted.join(',')}}`;
  const inTable = (table: string, where = sql``) => sql<{ id: string }>`
    select id::text as id from ${sql.table(table)}
    where company_id = ${companyId} and id = any(${list}::bigint[]) ${where}`;
  const query =
    kind === 'role'
      ? inTable('permission_groups', sql`and type = 'G'`)
      : kind === 'employee'
        ? inTable('users')
        : kind === 'library'
          ? inTable('libraries')
          : inTable('entity_records', sql`and entity = ${kind} and deleted_at is null`);
  const found = new Set((await query.execute(trx)).rows.map((r) => Number(r.id)));
  if (kind === 'role') for (const id of wanted) if (COMPANY_WIDE_ROLES.includes(id)) found.add(id);
  return found;
}
