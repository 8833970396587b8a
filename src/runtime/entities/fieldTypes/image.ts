import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';
import { textSchema } from './shared/textSchema';

/** An image's address. */
export const image: EntityFieldTypeDefinition = {
  dataSchema: (field) => textSchema(field, 1000),
  importCell: textCell,
  format: plainFormat,
};
