import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { maskedUi } from './shared/maskedUi';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** A CPF, typed through its mask (applyMask) and checked by the `cpf` format (addEntityFormats). */
export const cpf: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', maxLength: 30, format: 'cpf' }),
  ui: (_field, ui) => maskedUi('cpf', ui),
  importCell: textCell,
  format: plainFormat,
};
