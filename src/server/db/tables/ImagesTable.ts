import type { DefaultTimestamp } from './DefaultTimestamp';

/** A picture a record points at by id (entity image fields, company logo); migration 0018. */
export interface ImagesTable {
  company_id: number;
  id: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_by: number;
  created_at: DefaultTimestamp;
}
