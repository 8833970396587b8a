import { ADDRESS_PARTS } from './ADDRESS_PARTS';
import { ADDRESS_REQUIRED } from './ADDRESS_REQUIRED';
import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { maskedUi } from './shared/maskedUi';
import { textCell } from './shared/textCell';

const ADDRESS_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ADDRESS_REQUIRED,
  properties: {
    cep: { type: 'string', format: 'cep' },
    country: { type: 'string', maxLength: 60 },
    state: { type: 'string', maxLength: 60 },
    city: { type: 'string', maxLength: 100 },
    district: { type: 'string', maxLength: 100 },
    street: { type: 'string', maxLength: 200 },
    number: { type: 'string', maxLength: 20 },
    complement: { type: 'string', maxLength: 100 },
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
  },
};

/** An address as one line: `Rua X, 10 - Centro, Cidade/UF, CEP`. */
function addressLine(value: Record<string, unknown>): string {
  const part = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  const street = [part('street'), part('number')].filter(Boolean).join(', ');
  const city = [part('city'), part('state')].filter(Boolean).join('/');
  return [street, part('district'), city, part('cep')].filter(Boolean).join(' - ');
}

/**
 * A Brazilian address (ADDRESS_PARTS): its parts titled in the form, its CEP masked with a lookup that
 * fills the other parts, coordinates hidden (the map fills them); a spreadsheet gives each part but the coordinates a column; lists show it as one line.
 */
export const address: EntityFieldTypeDefinition = {
  dataSchema: () => ADDRESS_SCHEMA,
  ui: (field, ui, { t }) => {
    ui['ui:order'] = [...ADDRESS_PARTS];
    for (const part of ADDRESS_PARTS)
      ui[part] =
        part === 'latitude' || part === 'longitude'
          ? { 'ui:widget': 'hidden' }
          : { 'ui:title': t(`entities.address.${part}`) };
    // The CEP is masked and looks the rest of this address up (ConsultarCep).
    const cepUi = ui.cep as Record<string, unknown>;
    maskedUi('cep', cepUi);
    cepUi['ui:options'] = { ...(cepUi['ui:options'] as Record<string, unknown>), lookup: field.key };
  },
  group: true,
  importColumns: (field, t) =>
    ADDRESS_PARTS.filter((p) => p !== 'latitude' && p !== 'longitude').map((part) => ({
      path: `${field.key}.${part}`,
      field: { key: part, type: part === 'cep' ? 'cep' : 'text', label: `entities.address.${part}` },
      header: `${t(field.label)}: ${t(`entities.address.${part}`)}`,
    })),
  importCell: textCell,
  format: (_field, value) =>
    typeof value === 'object' ? addressLine(value as Record<string, unknown>) : String(value),
};
