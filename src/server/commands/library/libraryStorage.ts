import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

const MB = 1024 * 1024;

/**
 * Bytes a company's library files take, and its plan's limit in bytes (`libraryMb` of
 * metadata/plans.json, null: unlimited).
 *
 * @example await libraryStorage(trx, 7, 50) // { usedBytes: 1234, limitBytes: 52428800 }
 */
export async function libraryStorage(
  db: Kysely<Database>,
  companyId: number,
  limitMb: number | null | undefined,
): Promise<{ usedBytes: number; limitBytes: number | null }> {
  const row = await db
    .selectFrom('library_files')
    .select((eb) => eb.fn.sum<string>('size').as('bytes'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return {
    usedBytes: Number(row?.bytes ?? 0),
    limitBytes: limitMb === null || limitMb === undefined ? null : limitMb * MB,
  };
}
