import type { AudienceViewer } from '../access/AudienceViewer';
import type { FolderRow } from './FolderRow';
import type { FormRow } from './FormRow';
import { permissionsAllow } from './permissionsAllow';

/**
 * Whether the viewer may see a form: its permissions allow the viewer and so does its folder chain
 * (`visibleFolders` from loadFolders).
 *
 * @example formVisible(form, visible, viewer)
 */
export function formVisible(
  form: Pick<FormRow, 'folderId' | 'permissions'>,
  visibleFolders: ReadonlyMap<number, FolderRow>,
  viewer: AudienceViewer,
): boolean {
  return (
    permissionsAllow(form.permissions, viewer) &&
    (form.folderId === null || visibleFolders.has(form.folderId))
  );
}
