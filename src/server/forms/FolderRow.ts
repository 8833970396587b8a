import type { Audience } from '../access/AudienceViewer';

/** A form folder as the commands read it (ids as numbers). */
export interface FolderRow {
  id: number;
  name: string;
  parentId: number | null;
  permissions: Audience;
  hideFormsWhenFilling: boolean;
}
