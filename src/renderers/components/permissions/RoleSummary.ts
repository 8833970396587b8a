import type { Level } from '../../../runtime/access/Level';

/** One permission group as ConsultarGruposUsuario answers it (docs/access-commands.md). */
export interface RoleSummary {
  id: number;
  name: string;
  type: 'E' | 'G';
  levels: Record<string, Level>;
  staffCount: number;
  editable: boolean;
}
