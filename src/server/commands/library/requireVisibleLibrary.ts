import type { Transaction } from 'kysely';
import type { Database } from '../../db/Database';
import { CommandFailure } from '../CommandFailure';
import type { LibraryRow } from '../../library/LibraryRow';
import type { LibraryViewer } from '../../library/libraryViewer';
import { visibleLibraries } from '../../library/visibleLibraries';

/**
 * A library the viewer may see, with every library of the company (for tree checks); an unknown one,
 * another company's or a restricted one the viewer is not allowed in is ENTITY_NOT_FOUND alike, so
 * nothing tells them apart.
 *
 * @example const { library } = await requireVisibleLibrary(trx, viewer, 3);
 */
export async function requireVisibleLibrary(
  trx: Transaction<Database>,
  viewer: LibraryViewer,
  id: number,
): Promise<{ library: LibraryRow; all: Map<number, LibraryRow>; visible: Map<number, LibraryRow> }> {
  const { all, visible } = await visibleLibraries(trx, viewer);
  const library = visible.get(id);
  if (!library) throw new CommandFailure('ENTITY_NOT_FOUND');
  return { library, all, visible };
}
