import type { Generated } from 'kysely';

/** The counter of a serial global variable of a form model (migration 0008). */
export interface FormSerialsTable {
  company_id: number;
  form_id: number;
  global_id: string;
  last_value: Generated<string | number>;
}
