import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { maskedUi } from './shared/maskedUi';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** A CNPJ, typed through its mask (applyMask) and checked by the `cnpj` format (addEntityFormats). */
export const cnpj: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', maxLength: 30, format: 'cnpj' }),
  ui: (_field, ui) => maskedUi('cnpj', ui),
  importCell: textCell,
  format: plainFormat,
};
