import type { JobContext } from '../jobs/JobQueue';
import type { FileStorage } from './FileStorage';

/**
 * Deletes stored files once the job's transaction (which removed their rows) committed: a rollback
 * leaves rows and bytes together. Logs how many went under `message`.
 *
 * @example removeFilesAfterCommit(context, storage, keys, 'orphan uploads removed');
 */
export function removeFilesAfterCommit(
  context: Pick<JobContext, 'afterCommit' | 'log'>,
  storage: FileStorage,
  keys: readonly string[],
  message: string,
): void {
  if (!keys.length) return;
  context.afterCommit(async () => {
    for (const key of keys) await storage.delete(key);
    context.log?.info({ removed: keys.length }, message);
  });
}
