import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Json } from './Json';

/** One saved version of a form model (migration 0008): the whole FormModel. */
export interface FormVersionsTable {
  company_id: number;
  form_id: number;
  version: number;
  model: Json;
  created_by: number | null;
  created_at: DefaultTimestamp;
}
