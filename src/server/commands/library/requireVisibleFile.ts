import type { Transaction } from 'kysely';
import type { Database } from '../../db/Database';
import { CommandFailure } from '../CommandFailure';
import type { LibraryViewer } from '../../library/libraryViewer';
import { visibleLibraries } from '../../library/visibleLibraries';

/**
 * A library file (without its bytes) in a library the viewer may see; otherwise ENTITY_NOT_FOUND.
 *
 * @example const file = await requireVisibleFile(trx, viewer, 12);
 */
export async function requireVisibleFile(trx: Transaction<Database>, viewer: LibraryViewer, id: number) {
  const file = await trx
    .selectFrom('library_files')
    .select(['id', 'library_id', 'name', 'content_type', 'size'])
    .where('company_id', '=', viewer.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!file) throw new CommandFailure('ENTITY_NOT_FOUND');
  const { visible } = await visibleLibraries(trx, viewer);
  if (!visible.has(Number(file.library_id))) throw new CommandFailure('ENTITY_NOT_FOUND');
  return { ...file, id: Number(file.id), libraryId: Number(file.library_id), size: Number(file.size) };
}
