import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { maskedUi } from './shared/maskedUi';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** A CEP, typed through its mask (applyMask) and checked by the `cep` format (addEntityFormats). */
export const cep: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', maxLength: 30, format: 'cep' }),
  ui: (_field, ui) => maskedUi('cep', ui),
  importCell: textCell,
  format: plainFormat,
};
