import { sql, type RawBuilder } from 'kysely';

/**
 * A subquery of the given ids sent as one JSON parameter, so 10,000 ids cost one bind value (pg and
 * PGlite alike) instead of 10,000.
 *
 * @example sql`update tasks set urgent = true where id in ${taskIdList([1, 2])}`
 */
export function taskIdList(ids: number[]): RawBuilder<number> {
  return sql<number>`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;
}
