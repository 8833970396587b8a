import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** An e-mail address. */
export const email: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', maxLength: 254, format: 'campo-email' }),
  importCell: textCell,
  format: plainFormat,
};
