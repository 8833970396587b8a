import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

/**
 * The number of a form's next saved version: one past the highest stored (a revision's proposed
 * versions sit above the published `current_version` until approved).
 *
 * @example await nextFormVersion(trx, 7, 12) // 4
 */
export async function nextFormVersion(
  db: Kysely<Database>,
  companyId: number,
  formId: number,
): Promise<number> {
  const row = await db
    .selectFrom('form_versions')
    .select((eb) => eb.fn.max('version').as('top'))
    .where('company_id', '=', companyId)
    .where('form_id', '=', formId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}
