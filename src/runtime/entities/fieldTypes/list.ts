import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { textCell } from './shared/textCell';

/** Rows of the field's own fields (`fields`), distinct by `uniqueBy`, at most `maxItems`. */
export const list: EntityFieldTypeDefinition = {
  dataSchema: (field, { objectSchema }) => ({
    type: 'array',
    ...(field.maxItems !== undefined ? { maxItems: field.maxItems } : {}),
    items: objectSchema(field.fields ?? []),
    ...(field.uniqueBy?.length ? { uniqueItemsBy: field.uniqueBy } : {}),
  }),
  ui: (field, ui, { rowUi }) => {
    ui.items = rowUi(field.fields ?? []);
    ui['ui:options'] = { orderable: false };
  },
  group: true,
  importCell: textCell,
  format: (field, value, { format }) =>
    (value as Array<Record<string, unknown>>)
      .map((row) =>
        (field.fields ?? [])
          .map((f) => format(f, row[f.key]))
          .filter(Boolean)
          .join(' '),
      )
      .join('; '),
};
