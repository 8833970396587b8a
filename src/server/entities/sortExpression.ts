import { sql, type RawBuilder } from 'kysely';
import type { EntityField } from '../../runtime/entities/EntityMeta';

const NUMERIC = new Set(['number', 'integer', 'money']);
const TEXT = new Set(['boolean', 'date', 'dateTime', 'lookup', 'select']);

/**
 * The SQL expression a field sorts by, identical in queries and in the index built for it (an
 * expression index is used only when the query repeats it exactly): numbers numerically, dates and
 * booleans as stored text, any other text case-insensitively.
 *
 * @example sortExpression(nameField) // lower(data->>'name')
 */
export function sortExpression(field: EntityField): RawBuilder<unknown> {
  const key = sql.lit(field.key);
  if (NUMERIC.has(field.type)) return sql`((data->>${key})::numeric)`;
  if (TEXT.has(field.type)) return sql`(data->>${key})`;
  return sql`lower(data->>${key})`;
}
