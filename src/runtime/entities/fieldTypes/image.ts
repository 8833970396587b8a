import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { plainFormat } from './shared/plainFormat';
import { textCell } from './shared/textCell';
import { textSchema } from './shared/textSchema';

/**
 * An image: its id in the file storage (EnviarImagem; an address typed before images were uploads is
 * still shown), chosen in the form with a preview (the `image` widget).
 */
export const image: EntityFieldTypeDefinition = {
  dataSchema: (field) => textSchema(field, 1000),
  ui: (_field, ui) => {
    ui['ui:widget'] = 'image';
  },
  importCell: textCell,
  format: plainFormat,
};
