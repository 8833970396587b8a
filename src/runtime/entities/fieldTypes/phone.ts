import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** A phone number, checked by the `phone` format (addEntityFormats). */
export const phone: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', maxLength: 30, format: 'phone' }),
  importCell: textCell,
  format: plainFormat,
};
