import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** A moment, ISO 8601. */
export const dateTime: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', format: 'date-time' }),
  importCell: textCell,
  format: plainFormat,
};
