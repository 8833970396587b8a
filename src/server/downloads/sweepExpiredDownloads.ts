import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { FileStorage } from '../storage/FileStorage';

/** Rows one sweep removes at most (the next sweep takes the rest). */
const BATCH = 500;

/**
 * Removes the downloads requested before `olderThan` (CAMPO_DOWNLOAD_RETENTION_HOURS), whatever their
 * state: their rows in one statement, then their files from the FileStorage. Maintenance across
 * companies (each row is still addressed by company_id and id). Returns how many were removed.
 *
 * @example await sweepExpiredDownloads(db, storage, new Date(Date.now() - 24 * 3600_000));
 */
export async function sweepExpiredDownloads(
  db: Kysely<Database>,
  storage: FileStorage,
  olderThan: Date,
): Promise<number> {
  const removed = await db
    .deleteFrom('downloads')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('company_id', 'id'),
        'in',
        selectFrom('downloads')
          .select(['company_id', 'id'])
          .where('created_at', '<', olderThan)
          .limit(BATCH)
          .$asTuple('company_id', 'id'),
      ),
    )
    .returning('storage_key')
    .execute();
  for (const { storage_key } of removed) if (storage_key) await storage.delete(storage_key);
  return removed.length;
}
