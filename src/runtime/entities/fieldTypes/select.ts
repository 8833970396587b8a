import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { enumNames } from './shared/enumNames';

/** One of the field's options, stored by value, shown and imported by label. */
export const select: EntityFieldTypeDefinition = {
  dataSchema: (field) => ({ type: 'string', enum: (field.options ?? []).map((o) => o.value) }),
  ui: (field, ui, { t }) => {
    ui['ui:enumNames'] = enumNames(field, t);
  },
  importCell: (field, text, { t }) =>
    field.options?.find((o) => o.value === text || t(o.label) === text)?.value ?? text,
  format: (field, value, { t }) => {
    const option = field.options?.find((o) => o.value === value);
    return option ? t(option.label) : String(value);
  },
};
