import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';

/** A colour, `#rrggbb`. */
export const color: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'string', format: 'campo-color' }),
  ui: (_field, ui) => {
    ui['ui:widget'] ??= 'color';
  },
  importCell: textCell,
  format: plainFormat,
};
