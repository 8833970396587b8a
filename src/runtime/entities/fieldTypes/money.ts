import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { numberCell } from './shared/numberCell';
import { numberSchema } from './shared/numberSchema';
import { plainFormat } from './shared/plainFormat';

/** An amount of money within `minimum`/`maximum`. */
export const money: EntityFieldTypeDefinition = {
  dataSchema: (field) => numberSchema(field, 'number'),
  importCell: numberCell,
  format: plainFormat,
};
