import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';

const TRUE = ['sim', 's', 'true', '1', 'x', 'yes'];

/** Yes or no: Sim/Não in lists and exports; a spreadsheet cell is yes when it says so (sim, s, x, 1...). */
export const boolean: EntityFieldTypeDefinition = {
  dataSchema: () => ({ type: 'boolean' }),
  importCell: (_field, text) => TRUE.includes(text.toLocaleLowerCase('pt-BR')),
  format: (_field, value, { t }) => t(value ? 'entityPages.yes' : 'entityPages.no'),
};
