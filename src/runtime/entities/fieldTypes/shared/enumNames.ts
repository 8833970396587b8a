import type { EntityField } from '../../EntityMeta';

/**
 * The translated labels of a select's options, in order (rjsf's `ui:enumNames`).
 *
 * @example enumNames({ key: 's', type: 'select', label: 'x', options: [{ value: 'a', label: 'k.a' }] }, t) // ['A']
 */
export function enumNames(field: EntityField, t: (key: string) => string): string[] {
  return (field.options ?? []).map((o) => t(o.label));
}
