import { sql } from 'kysely';

/**
 * The names of the records a task row `t` points at (its form, client and unit), as scalar subqueries on
 * `t`'s company, like RESPONSIBLE_NAME: lists select and sort by them without joins.
 *
 * @example sql`select t.id, ${TASK_RECORD_NAMES.form} as form_name from tasks t order by lower(${TASK_RECORD_NAMES.form})`
 */
export const TASK_RECORD_NAMES = {
  form: sql<
    string | null
  >`(select f.name from forms f where f.company_id = t.company_id and f.id = t.form_id)`,
  client: sql<string | null>`(select c.data->>'name' from entity_records c
    where c.company_id = t.company_id and c.entity = 'client' and c.id = t.client_id)`,
  unit: sql<string | null>`(select un.data->>'title' from entity_records un
    where un.company_id = t.company_id and un.entity = 'unit' and un.id = t.unit_id)`,
};
