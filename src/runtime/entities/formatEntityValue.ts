import type { EntityField } from './EntityMeta';
import { entityFieldType } from './fieldTypes/entityFieldType';

type Translate = (key: string) => string;

/**
 * A field's value as plain text, the same in the list, the read-only view and the CSV/Excel export:
 * options by their label, booleans as Sim/Não, an address as one line, lists as their rows joined by `; `.
 *
 * @example formatEntityValue(client.fields[12], { street: 'Rua A', number: '1', city: 'Recife', state: 'PE' }, t)
 *   // 'Rua A, 1 - Recife/PE'
 */
export function formatEntityValue(field: EntityField, value: unknown, t: Translate): string {
  if (value === undefined || value === null || value === '') return '';
  return entityFieldType(field).format(field, value, { t, format: (f, v) => formatEntityValue(f, v, t) });
}
