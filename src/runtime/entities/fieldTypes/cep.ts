import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** A CEP, checked by the `cep` format (addEntityFormats). */
export const cep: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', maxLength: 30, format: 'cep' }),
  importCell: textCell,
  format: plainFormat,
};
