import { sql } from 'kysely';

/**
 * The responsible's display name of a task row `t` (employee: name and surname; squad: its title;
 * shared-user code: the code), as scalar subqueries on `t`'s company: no join to add to the FROM clause,
 * which keeps the planner's join search small on the hot lists (issue 13: planning the task list with
 * seven joined relations cost more than running it).
 *
 * @example sql`select t.id, ${RESPONSIBLE_NAME} as responsible_name from tasks t`
 */
export const RESPONSIBLE_NAME = sql`case t.responsible_kind
  when 'employee' then (
    select trim(p.name || ' ' || coalesce(p.surname, '')) from users u
    join persons p on p.company_id = u.company_id and p.id = u.person_id
    where u.company_id = t.company_id and u.id = t.responsible_id)
  when 'squad' then (
    select sq.data->>'title' from entity_records sq
    where sq.company_id = t.company_id and sq.entity = 'squad' and sq.id = t.responsible_id)
  else t.responsible_code end`;
