import type { DefaultTimestamp } from './DefaultTimestamp';

/** An uploaded file of a document's field (migration 0009); bytes in the FileStorage under storage_key. */
export interface DocumentFilesTable {
  company_id: number;
  id: string;
  /** Null until a saved document uses the file. */
  document_id: number | null;
  form_id: number;
  field_id: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_by: number;
  created_at: DefaultTimestamp;
}
