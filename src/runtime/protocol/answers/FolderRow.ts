import type { Audience } from './Audience';

/**
 * A form folder as the commands read and answer it (ListarModelos' PASTAS), ids as numbers.
 *
 * @example const { PASTAS } = await command<{ PASTAS: FolderRow[] }>('ListarModelos');
 */
export interface FolderRow {
  id: number;
  name: string;
  parentId: number | null;
  permissions: Audience;
  hideFormsWhenFilling: boolean;
}
