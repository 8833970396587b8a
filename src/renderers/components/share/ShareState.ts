/** What a share dialog knows of a record's public link (ConsultarCompartilhamentoAtivo, CompartilharAtivo). */
export interface ShareState {
  SHARED?: boolean;
  ENABLED: boolean;
  HAS_PASSWORD: boolean;
  LINK: string | null;
}
