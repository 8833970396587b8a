import { CommandFailure } from '../CommandFailure';
import type { FolderRow } from '../../forms/FolderRow';

/**
 * A folder the viewer may configure (put forms or folders in, rename, move, set permissions): one it
 * sees. Another company's or an unknown one is ENTITY_NOT_FOUND; one of its company it may not see is
 * FOLDER_NO_PERMISSION ('Usuário não tem permissão para configurar está pasta').
 *
 * @example const folder = requireConfigurableFolder(folders, id);
 */
export function requireConfigurableFolder(
  folders: { all: ReadonlyMap<number, FolderRow>; visible: ReadonlyMap<number, FolderRow> },
  id: number,
): FolderRow {
  const folder = folders.all.get(id);
  if (!folder) throw new CommandFailure('ENTITY_NOT_FOUND');
  if (!folders.visible.has(id)) throw new CommandFailure('FOLDER_NO_PERMISSION');
  return folder;
}
