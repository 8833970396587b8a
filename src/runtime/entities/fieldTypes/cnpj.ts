import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** A CNPJ, checked by the `cnpj` format (addEntityFormats). */
export const cnpj: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', maxLength: 30, format: 'cnpj' }),
  importCell: textCell,
  format: plainFormat,
};
