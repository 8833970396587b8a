import type { EntityField, EntityMeta } from './EntityMeta';
import { UnknownFieldTypeError } from '../forms/fieldTypes/UnknownFieldTypeError';
import { entityFieldType } from './fieldTypes/entityFieldType';

export { ADDRESS_PARTS } from './fieldTypes/ADDRESS_PARTS';
export { ADDRESS_REQUIRED } from './fieldTypes/ADDRESS_REQUIRED';

type Schema = Record<string, unknown>;

function objectSchema(fields: EntityField[]): Schema {
  const properties: Record<string, Schema> = {};
  for (const field of fields) {
    const schema: Schema = {
      title: field.label,
      ...entityFieldType(field).dataSchema(field, { objectSchema }),
    };
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
  try {
    return { $id: `campo:entities/${entity.name}`, ...objectSchema(entity.fields) };
  } catch (error) {
    // Name the entity file too: the field alone does not say which metadata to fix.
    if (error instanceof UnknownFieldTypeError)
      throw new UnknownFieldTypeError(
        'entity',
        error.type,
        `metadata/entities/${entity.name}.json: ${error.where}`,
      );
    throw error;
  }
}
