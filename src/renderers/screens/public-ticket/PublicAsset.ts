/** A shared asset as ConsultarAtivoPublico answers it (only what the share allows). */
export interface PublicAsset {
  name: string;
  type: string | null;
  unit?: string | null;
  properties?: Array<{ name: string; value: string }>;
  tasks?: Array<Record<string, unknown>>;
}
