/** A document an employee sent, where it was filled (ConsultarDocumentosEnviadosColaborador's DOCUMENTOS.DOCUMENTO). */
export interface SentDocument {
  documentId: number;
  documentName: string;
  taskId: number | null;
  /** Where the browser was when the document was saved; null when it gave no position (not on the map). */
  latitude: number | null;
  longitude: number | null;
  /** ISO instant. */
  fillTime: string;
}
