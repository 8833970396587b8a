import type { EntityField } from '../../EntityMeta';

/**
 * A text value of at most the field's `maxLength`, or the type's own limit.
 *
 * @example textSchema({ key: 'name', type: 'text', label: 'x' }, 150) // { type: 'string', maxLength: 150 }
 */
export function textSchema(field: EntityField, fallbackMax: number): Record<string, unknown> {
  return { type: 'string', maxLength: field.maxLength ?? fallbackMax };
}
