import type { Kysely } from 'kysely';
import { audienceOf } from '../access/audienceOf';
import type { AudienceViewer } from '../access/AudienceViewer';
import { visibleInTree } from '../access/visibleInTree';
import type { Database } from '../db/Database';
import type { FolderRow } from './FolderRow';
import { permissionsAllow } from './permissionsAllow';

/**
 * Every form folder of the viewer's company, and those it may see: its own permissions and every
 * ancestor's must allow the viewer (they combine).
 *
 * @example const { visible } = await loadFolders(trx, viewer); visible.has(3) // trx, or ctx.db for a read
 */
export async function loadFolders(
  db: Kysely<Database>,
  viewer: AudienceViewer,
): Promise<{ all: Map<number, FolderRow>; visible: Map<number, FolderRow> }> {
  const rows = await db
    .selectFrom('form_folders')
    .select(['id', 'name', 'parent_id', 'permissions', 'hide_forms_when_filling'])
    .where('company_id', '=', viewer.companyId)
    .orderBy('name')
    .execute();
  const all = new Map<number, FolderRow>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        parentId: row.parent_id,
        permissions: audienceOf(row.permissions),
        hideFormsWhenFilling: row.hide_forms_when_filling,
      },
    ]),
  );
  return { all, visible: visibleInTree(all, (folder) => permissionsAllow(folder.permissions, viewer)) };
}
