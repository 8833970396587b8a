/** An uploaded file as a document value stores it (EnviarArquivoDocumento's ARQUIVO). */
export type { StoredFileRef as FileRef } from '../../../runtime/forms/FormModel';
