import type { Generated } from 'kysely';

/** A template category of the template company (migration 0006). */
export interface TemplateCategoriesTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  position: Generated<number>;
  parent_id: number | null;
}
