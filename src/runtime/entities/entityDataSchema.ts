import type { EntityField, EntityMeta } from './EntityMeta';

/** The parts of an `address` field; all but complement, latitude and longitude must be filled. */
export const ADDRESS_PARTS = [
  'cep',
  'country',
  'state',
  'city',
  'district',
  'street',
  'number',
  'complement',
  'latitude',
  'longitude',
] as const;
export const ADDRESS_REQUIRED = ['cep', 'country', 'state', 'city', 'district', 'street', 'number'];

type Schema = Record<string, unknown>;

function textSchema(field: EntityField, fallbackMax: number): Schema {
  return { type: 'string', maxLength: field.maxLength ?? fallbackMax };
}

const ADDRESS_SCHEMA: Schema = {
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

/** The JSON Schema of one field's value (without title), from its metadata type. */
function fieldValueSchema(field: EntityField): Schema {
  switch (field.type) {
    case 'text':
      return textSchema(field, 150);
    case 'longText':
      return textSchema(field, 5000);
    case 'password':
      return textSchema(field, 200);
    case 'image':
      return textSchema(field, 1000);
    case 'email':
      return { type: 'string', maxLength: 254, format: 'campo-email' };
    case 'phone':
    case 'cpf':
    case 'cnpj':
    case 'cep':
      return { type: 'string', maxLength: 30, format: field.type };
    case 'color':
      return { type: 'string', format: 'campo-color' };
    case 'number':
    case 'money':
    case 'integer':
      return {
        type: field.type === 'integer' ? 'integer' : 'number',
        ...(field.minimum !== undefined ? { minimum: field.minimum } : {}),
        ...(field.maximum !== undefined ? { maximum: field.maximum } : {}),
      };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'dateTime':
      return { type: 'string', format: 'date-time' };
    case 'boolean':
      return { type: 'boolean' };
    case 'select':
      return { type: 'string', enum: (field.options ?? []).map((o) => o.value) };
    case 'multiSelect':
      return {
        type: 'array',
        uniqueItems: true,
        items: { type: 'string', enum: (field.options ?? []).map((o) => o.value) },
      };
    case 'lookup':
      return field.multiple
        ? { type: 'array', uniqueItems: true, items: { type: 'integer', minimum: 1 } }
        : { type: 'integer', minimum: 1 };
    case 'list':
      return {
        type: 'array',
        ...(field.maxItems !== undefined ? { maxItems: field.maxItems } : {}),
        items: objectSchema(field.fields ?? []),
        ...(field.uniqueBy?.length ? { uniqueItemsBy: field.uniqueBy } : {}),
      };
    case 'address':
      return ADDRESS_SCHEMA;
  }
}

function objectSchema(fields: EntityField[]): Schema {
  const properties: Record<string, Schema> = {};
  for (const field of fields) {
    const schema: Schema = { title: field.label, ...fieldValueSchema(field) };
    if (field.default !== undefined) schema.default = field.default;
    if (field.readOnly) schema.readOnly = true;
    properties[field.key] = schema;
  }
  const required = fields.filter((f) => f.required).map((f) => f.key);
  return {
    type: 'object',
    additionalProperties: false,
    ...(required.length ? { required } : {}),
    properties,
  };
}

/**
 * The JSON Schema (draft-07) a record of the entity must satisfy, derived from its metadata alone: the
 * server validates SaveEntity/SaveEntities with it and the browser's rjsf form uses the same schema, on an
 * Ajv prepared by addEntityFormats. Titles are i18n keys. Data is first passed through
 * normalizeEntityData, so `required` means filled.
 *
 * @example entityDataSchema(client).properties.cpf // { title: 'entities.client.fields.cpf', type: 'string', maxLength: 30, format: 'cpf' }
 */
export function entityDataSchema(entity: EntityMeta): Schema {
  return { $id: `campo:entities/${entity.name}`, ...objectSchema(entity.fields) };
}
