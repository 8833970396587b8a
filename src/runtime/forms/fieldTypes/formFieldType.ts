import type { CheckedField } from './CheckedField';
import { formFieldTypes } from './formFieldTypes';
import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { UnknownFieldTypeError } from './UnknownFieldTypeError';

/**
 * The definition of a field's (or table column's) type; a type no definition covers throws, naming the
 * field.
 *
 * @example formFieldType({ id: 'f1', type: 'date' }).answerText({ type: 'date' }, '2026-11-22', ctx)
 */
export function formFieldType(field: CheckedField & { id?: string; name?: string }): FormFieldTypeDefinition {
  const definition = Object.hasOwn(formFieldTypes, field.type)
    ? formFieldTypes[field.type as keyof typeof formFieldTypes]
    : undefined;
  if (!definition) {
    const name = field.name ? ` (${field.name})` : '';
    throw new UnknownFieldTypeError('form', String(field.type), `Form field "${field.id ?? '?'}"${name}`);
  }
  return definition;
}
