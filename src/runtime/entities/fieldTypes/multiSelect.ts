import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { enumNames } from './shared/enumNames';

/** Any of the field's options (checkboxes); a spreadsheet cell lists them separated by `,` or `;`. */
export const multiSelect: EntityFieldTypeDefinition = {
  dataSchema: (field) => ({
    type: 'array',
    uniqueItems: true,
    items: { type: 'string', enum: (field.options ?? []).map((o) => o.value) },
  }),
  ui: (field, ui, { t }) => {
    ui['ui:widget'] ??= 'checkboxes';
    ui['ui:enumNames'] = enumNames(field, t);
  },
  importCell: (field, text, { cell }) =>
    text.split(/\s*[,;]\s*/).map((v) => cell({ ...field, type: 'select' }, v)),
  format: (field, value, { format }) =>
    (value as unknown[]).map((v) => format({ ...field, type: 'select' }, v)).join(', '),
};
