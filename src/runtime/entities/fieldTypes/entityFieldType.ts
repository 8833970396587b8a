import { UnknownFieldTypeError } from '../../forms/fieldTypes/UnknownFieldTypeError';
import type { EntityField } from '../EntityMeta';
import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';
import { entityFieldTypes } from './entityFieldTypes';

/**
 * The definition of an entity field's type; a type no definition covers throws, naming the field.
 *
 * @example entityFieldType({ key: 'cpf', type: 'cpf', label: 'x' }).dataSchema(field, ctx)
 */
export function entityFieldType(field: Pick<EntityField, 'key' | 'type'>): EntityFieldTypeDefinition {
  const definition = Object.hasOwn(entityFieldTypes, field.type) ? entityFieldTypes[field.type] : undefined;
  if (!definition)
    throw new UnknownFieldTypeError('entity', String(field.type), `Entity field "${field.key}"`);
  return definition;
}
