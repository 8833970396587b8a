import type { Transaction } from 'kysely';
import type { Database } from '../../db/Database';
import type { LibraryRow } from './LibraryRow';
import type { LibraryViewer } from './libraryViewer';

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Boolean) : []);

function allows(library: LibraryRow, viewer: LibraryViewer): boolean {
  if (!library.restricted || viewer.isCompanyAdmin) return true;
  const { roles, squads, employees } = library.allowed;
  return (
    employees.includes(viewer.userId) ||
    roles.some((r) => viewer.groupIds.includes(r)) ||
    squads.some((s) => viewer.squadIds.includes(s))
  );
}

/**
 * Every library of the viewer's company it may see: an unrestricted one, or a restricted one listing one
 * of its roles, work groups or itself; company administrators see all. A library under one it may not
 * see is hidden too, so a restriction covers its sub-libraries. Also answers all rows (for tree checks).
 *
 * @example const { visible } = await visibleLibraries(trx, viewer); visible.get(3)?.name
 */
export async function visibleLibraries(
  trx: Transaction<Database>,
  viewer: LibraryViewer,
): Promise<{ all: Map<number, LibraryRow>; visible: Map<number, LibraryRow> }> {
  const rows = await trx
    .selectFrom('libraries')
    .select(['id', 'parent_id', 'name', 'restricted', 'allowed'])
    .where('company_id', '=', viewer.companyId)
    .orderBy('name')
    .execute();
  const all = new Map<number, LibraryRow>();
  for (const row of rows) {
    const allowed = (typeof row.allowed === 'string' ? JSON.parse(row.allowed) : row.allowed) as Record<
      string,
      unknown
    >;
    all.set(Number(row.id), {
      id: Number(row.id),
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      name: row.name,
      restricted: row.restricted,
      allowed: { roles: ids(allowed.roles), squads: ids(allowed.squads), employees: ids(allowed.employees) },
    });
  }
  const seen = new Map<number, boolean>();
  const check = (library: LibraryRow, depth = 0): boolean => {
    const known = seen.get(library.id);
    if (known !== undefined) return known;
    const parent = library.parentId === null ? undefined : all.get(library.parentId);
    const ok = allows(library, viewer) && (!parent || depth > 50 || check(parent, depth + 1));
    seen.set(library.id, ok);
    return ok;
  };
  const visible = new Map([...all].filter(([, library]) => check(library)));
  return { all, visible };
}
