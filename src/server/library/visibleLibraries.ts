import type { Kysely } from 'kysely';
import { audienceIncludes } from '../access/audienceIncludes';
import { audienceOf } from '../access/audienceOf';
import { visibleInTree } from '../access/visibleInTree';
import type { Database } from '../db/Database';
import type { LibraryRow } from './LibraryRow';
import type { LibraryViewer } from './libraryViewer';

function allows(library: LibraryRow, viewer: LibraryViewer): boolean {
  return !library.restricted || viewer.isCompanyAdmin || audienceIncludes(library.allowed, viewer);
}

/**
 * Every library of the viewer's company it may see: an unrestricted one, or a restricted one listing one
 * of its roles, work groups or itself; company administrators see all. A library under one it may not
 * see is hidden too, so a restriction covers its sub-libraries. Also answers all rows (for tree checks).
 *
 * @example const { visible } = await visibleLibraries(trx, viewer); visible.get(3)?.name
 */
export async function visibleLibraries(
  trx: Kysely<Database>,
  viewer: LibraryViewer,
): Promise<{ all: Map<number, LibraryRow>; visible: Map<number, LibraryRow> }> {
  const rows = await trx
    .selectFrom('libraries')
    .select(['id', 'parent_id', 'name', 'restricted', 'allowed'])
    .where('company_id', '=', viewer.companyId)
    .orderBy('name')
    .execute();
  const all = new Map<number, LibraryRow>();
  for (const row of rows)
    all.set(Number(row.id), {
      id: Number(row.id),
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      name: row.name,
      restricted: row.restricted,
      allowed: audienceOf(row.allowed),
    });
  const visible = visibleInTree(all, (library) => allows(library, viewer));
  return { all, visible };
}
