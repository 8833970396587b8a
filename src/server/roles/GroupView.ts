import type { Level } from '../../runtime/access/Level';

/** A permission group as the roles screens show it. */
export interface GroupView {
  id: number;
  name: string;
  /** E: company-wide (158..161, metadata/roles.json); G: custom role of this company. */
  type: 'E' | 'G';
  levels: Record<string, Level>;
  staffCount: number;
  editable: boolean;
}
