import type { DefaultTimestamp } from './DefaultTimestamp';

/** A picture a form model shows (auxImage, reference images, sketch background); migration 0008. */
export interface FormImagesTable {
  company_id: number;
  id: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_by: number;
  created_at: DefaultTimestamp;
}
