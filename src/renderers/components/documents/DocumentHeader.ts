/** A document's header as SalvarDocumento's CABECALHO and ConsultarDocumento's header carry it. */
export interface DocumentHeader {
  title?: string;
  clientId?: number;
  unitId?: number;
  assetId?: number;
  projectId?: number;
}
