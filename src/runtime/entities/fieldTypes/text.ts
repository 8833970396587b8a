import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';
import { textSchema } from './shared/textSchema';

/** One line of text (150 characters unless `maxLength` says otherwise). */
export const text: EntityFieldTypeDefinition = {
  dataSchema: (field) => textSchema(field, 150),
  importCell: textCell,
  format: plainFormat,
};
