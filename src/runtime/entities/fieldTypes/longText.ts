import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';
import { textSchema } from './shared/textSchema';

/** Several lines of text (5000 characters unless `maxLength` says otherwise). */
export const longText: EntityFieldTypeDefinition = {
  dataSchema: (field) => textSchema(field, 5000),
  ui: (_field, ui) => {
    ui['ui:widget'] ??= 'textarea';
  },
  importCell: textCell,
  format: plainFormat,
};
