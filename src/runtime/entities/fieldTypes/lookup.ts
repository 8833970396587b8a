import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { numberCell } from './shared/numberCell';

/** A record of another entity (or several, `multiple`), stored by id. */
export const lookup: EntityFieldTypeDefinition = {
  dataSchema: (field) =>
    field.multiple
      ? { type: 'array', uniqueItems: true, items: { type: 'integer', minimum: 1 } }
      : { type: 'integer', minimum: 1 },
  ui: (field, ui) => {
    ui['ui:widget'] ??= 'lookup';
    ui['ui:options'] = { entity: field.entity, displayField: field.displayField, multiple: !!field.multiple };
  },
  importCell: numberCell,
  format: (_field, value) => (Array.isArray(value) ? value.join(', ') : String(value)),
};
