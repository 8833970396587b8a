import { sql } from 'kysely';

/**
 * The responsible's display name of a task row `t` (employee: name and surname; squad: its title;
 * shared-user code: the code), with RESPONSIBLE_JOINS in the FROM clause.
 *
 * @example sql`select t.id, ${RESPONSIBLE_NAME} as responsible_name from tasks t ${RESPONSIBLE_JOINS}`
 */
export const RESPONSIBLE_NAME = sql`case t.responsible_kind
  when 'employee' then trim(p.name || ' ' || coalesce(p.surname, ''))
  when 'squad' then sq.data->>'title'
  else t.responsible_code end`;

/** The joins RESPONSIBLE_NAME reads: the employee's user and person, the squad's record. */
export const RESPONSIBLE_JOINS = sql`left join users u on t.responsible_kind = 'employee'
    and u.company_id = t.company_id and u.id = t.responsible_id
  left join persons p on p.company_id = u.company_id and p.id = u.person_id
  left join entity_records sq on t.responsible_kind = 'squad' and sq.company_id = t.company_id
    and sq.entity = 'squad' and sq.id = t.responsible_id`;
