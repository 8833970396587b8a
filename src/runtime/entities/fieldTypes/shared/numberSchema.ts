import type { EntityField } from '../../EntityMeta';

/**
 * A number (or integer) within the field's `minimum` and `maximum`.
 *
 * @example numberSchema({ key: 'n', type: 'integer', label: 'x', minimum: 0 }, 'integer') // { type: 'integer', minimum: 0 }
 */
export function numberSchema(field: EntityField, type: 'number' | 'integer'): Record<string, unknown> {
  return {
    type,
    ...(field.minimum !== undefined ? { minimum: field.minimum } : {}),
    ...(field.maximum !== undefined ? { maximum: field.maximum } : {}),
  };
}
