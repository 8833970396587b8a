import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { numberCell } from './shared/numberCell';
import { numberSchema } from './shared/numberSchema';
import { plainFormat } from './shared/plainFormat';

/** A number within `minimum`/`maximum`. */
export const number: EntityFieldTypeDefinition = {
  dataSchema: (field) => numberSchema(field, 'number'),
  importCell: numberCell,
  format: plainFormat,
};
