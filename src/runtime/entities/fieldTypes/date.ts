import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** A day, `YYYY-MM-DD`. */
export const date: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', format: 'date' }),
  importCell: textCell,
  format: plainFormat,
};
