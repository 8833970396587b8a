import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { numberCell } from './shared/numberCell';
import { numberSchema } from './shared/numberSchema';
import { plainFormat } from './shared/plainFormat';

/** A whole number within `minimum`/`maximum`. */
export const integer: EntityFieldTypeDefinition = {
  dataSchema: (field) => numberSchema(field, 'integer'),
  importCell: numberCell,
  format: plainFormat,
};
