import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { textCell } from './shared/textCell';
import { textSchema } from './shared/textSchema';

/** A secret: typed hidden, never shown. */
export const password: EntityFieldTypeDefinition = {
  dataSchema: (field) => textSchema(field, 200),
  ui: (_field, ui) => {
    ui['ui:widget'] ??= 'password';
  },
  importCell: textCell,
  format: () => '••••••',
};
