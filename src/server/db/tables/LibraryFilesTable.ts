import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';

/** A file of a library, its bytes in the row (migration 0005). */
export interface LibraryFilesTable {
  company_id: number;
  id: Generated<string | number>;
  library_id: string | number;
  name: string;
  content_type: string;
  size: string | number;
  data: Uint8Array;
  created_at: DefaultTimestamp;
  created_by: number | null;
}
