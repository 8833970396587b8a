/** A document an employee sent, where it was filled (ConsultarDocumentosEnviadosColaborador's DOCUMENTOS.DOCUMENTO). */
export interface SentDocument {
  documentId: number;
  documentName: string;
  taskId: number | null;
  latitude: number;
  longitude: number;
  /** ISO instant. */
  fillTime: string;
}
