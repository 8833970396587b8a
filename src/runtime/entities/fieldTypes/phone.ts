import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { maskedUi } from './shared/maskedUi';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** A phone number, typed through its mask (applyMask) and checked by the `phone` format (addEntityFormats). */
export const phone: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', maxLength: 30, format: 'phone' }),
  ui: (_field, ui) => maskedUi('phone', ui),
  importCell: textCell,
  format: plainFormat,
};
