import { onlyDigits } from '../../runtime/validators/onlyDigits';
import type { EntityField } from '../../runtime/entities/EntityMeta';
import type { EntityRuntime } from './EntityRuntime';
import { normalizeSearch } from './normalizeSearch';

/** One value a record claims in entity_unique_keys. */
export interface UniqueValue {
  namespace: string;
  value: string;
  field: EntityField;
  /** The value as typed, for the message. */
  shown: string;
}

function keyOf(field: EntityField, value: unknown): string {
  const text = String(value);
  return field.type === 'cpf' || field.type === 'cnpj' || field.type === 'phone'
    ? onlyDigits(text)
    : normalizeSearch(text);
}

/**
 * The unique values a record claims: digits for CPF, CNPJ and phone, normalised text otherwise; a value
 * repeated inside the record (main CNPJ among the extra ones) is claimed once.
 *
 * @example uniqueValuesOf(client, { cpf: '529.982.247-25' }) // [{ namespace: 'cpf', value: '52998224725', ... }]
 */
export function uniqueValuesOf(entity: EntityRuntime, data: Record<string, unknown>): UniqueValue[] {
  const out = new Map<string, UniqueValue>();
  const add = (namespace: string, field: EntityField, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    const key = keyOf(field, value);
    if (key && !out.has(`${namespace}\u0000${key}`))
      out.set(`${namespace}\u0000${key}`, { namespace, value: key, field, shown: String(value) });
  };
  for (const unique of entity.unique) {
    if (!unique.list) add(unique.namespace, unique.field, data[unique.field.key]);
    else
      for (const row of (data[unique.list] as Array<Record<string, unknown>> | undefined) ?? [])
        add(unique.namespace, unique.field, row[unique.field.key]);
  }
  return [...out.values()];
}
