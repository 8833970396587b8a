import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { FileStorage } from './FileStorage';

/** Rows one sweep removes at most (the next sweep takes the rest). */
const BATCH = 500;

/**
 * Removes document uploads no saved document ever referenced (document_id null) and created before
 * `olderThan`: their rows in one statement, then their bytes. A browser that uploaded a photo and never
 * saved leaves such files; a draft that stops using a file deletes it itself. Maintenance across
 * companies (each row is still addressed by company_id and id). Returns how many were removed.
 *
 * @example await sweepOrphanUploads(db, storage, new Date(Date.now() - 24 * 3600_000));
 */
export async function sweepOrphanUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  olderThan: Date,
): Promise<number> {
  const removed = await db
    .deleteFrom('document_files')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('company_id', 'id'),
        'in',
        selectFrom('document_files')
          .select(['company_id', 'id'])
          .where('document_id', 'is', null)
          .where('created_at', '<', olderThan)
          .limit(BATCH)
          .$asTuple('company_id', 'id'),
      ),
    )
    .where('document_id', 'is', null)
    .returning('storage_key')
    .execute();
  for (const { storage_key } of removed) await storage.delete(storage_key);
  return removed.length;
}
