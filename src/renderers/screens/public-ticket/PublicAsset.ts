import type { PublicTask } from '../../../runtime/protocol/answers/PublicTask';

/** A shared asset as ConsultarAtivoPublico answers it (only what the share allows). */
export interface PublicAsset {
  name: string;
  type: string | null;
  unit?: string | null;
  properties?: Array<{ name: string; value: string }>;
  /** The asset's tasks when the share shows them. */
  tasks?: PublicTask[];
}
