import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/Database';

/** Images one company's sweep removes at most (the next sweep takes the rest). */
const BATCH = 1000;

/**
 * Removes one company's `images` rows (record images, logos: EnviarImagem) created before `olderThan`
 * that nothing references: not the company logo, no string anywhere in the company's entity records
 * (deleted ones included: they can be restored; image fields top level or in list rows), nor in its
 * documents' answers and action plans. Every query is scoped by `company_id`. Safe beside saves: the
 * candidates are locked first (saves lock the images they check), the references read after. Answers the removed rows'
 * storage keys: their bytes go once the transaction committed (a rollback leaves rows and bytes).
 *
 * @example const keys = await sweepOrphanImages(trx, 7, new Date(Date.now() - 24 * 3600_000));
 */
export async function sweepOrphanImages(
  trx: Transaction<Database>,
  companyId: number,
  olderThan: Date,
): Promise<string[]> {
  // First the candidates, locked: a save checking one of them (FOR KEY SHARE) holds it, and the sweep
  // skips it; a save that comes after waits for the sweep and then finds it gone (LOOKUP_NOT_FOUND).
  const candidates = await sql<{ id: string }>`
    select id from images
    where company_id = ${companyId} and created_at < ${olderThan}
      and id is distinct from (select logo_image_id from companies where id = ${companyId})
    order by id
    limit ${BATCH}
    for update skip locked`.execute(trx);
  if (!candidates.rows.length) return [];
  // Then, in a statement of its own (a snapshot taken after the locks, so saves that committed before
  // count), one pass over the company's JSON: every string value in it, kept when it is a candidate's id.
  const ids = candidates.rows.map((row) => String(row.id));
  const removed = await sql<{ storage_key: string }>`
    with used as (
      select v #>> '{}' as id
      from entity_records r cross join lateral jsonb_path_query(r.data, 'strict $.** ? (@.type() == "string")') v
      where r.company_id = ${companyId}
      union
      select v #>> '{}'
      from documents d
        cross join lateral jsonb_path_query(jsonb_build_array(d."values", d.plans), 'strict $.** ? (@.type() == "string")') v
      where d.company_id = ${companyId}
    )
    delete from images
    where company_id = ${companyId}
      and id = any(${ids}::text[])
      and not exists (select 1 from used u where u.id = images.id::text)
    returning storage_key`.execute(trx);
  return removed.rows.map((row) => row.storage_key);
}
