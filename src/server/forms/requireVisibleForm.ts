import type { Kysely } from 'kysely';
import type { AudienceViewer } from '../access/AudienceViewer';
import type { Database } from '../db/Database';
import { CommandFailure } from '../commands/CommandFailure';
import type { FolderRow } from './FolderRow';
import type { FormRow } from './FormRow';
import { formVisible } from './formVisible';
import { loadFolders } from './loadFolders';
import { selectForms } from './selectForms';

/**
 * A form the viewer may see, with the company's folders; an unknown form, another company's or one the
 * viewer's permissions hide is ENTITY_NOT_FOUND alike. `forUpdate` locks the form's row (writes).
 *
 * @example const { form } = await requireVisibleForm(trx, viewer, 3, { forUpdate: true });
 */
export async function requireVisibleForm(
  trx: Kysely<Database>,
  viewer: AudienceViewer,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ form: FormRow; folders: { all: Map<number, FolderRow>; visible: Map<number, FolderRow> } }> {
  const [form] = await selectForms(trx, viewer.companyId, { id, forUpdate: options.forUpdate });
  const folders = await loadFolders(trx, viewer);
  if (!form || !formVisible(form, folders.visible, viewer)) throw new CommandFailure('ENTITY_NOT_FOUND');
  return { form, folders };
}
