import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** A CPF, checked by the `cpf` format (addEntityFormats). */
export const cpf: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', maxLength: 30, format: 'cpf' }),
  importCell: textCell,
  format: plainFormat,
};
