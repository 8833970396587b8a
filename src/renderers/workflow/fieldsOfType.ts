import type { FormModel } from '../../runtime/forms/FormModel';

/**
 * The form's fields of some types, as select options ("Name (id)"), in the form's order.
 *
 * @example fieldsOfType(model, ['email']) // [{ value: 'mail', label: 'E-mail do cliente (mail)' }]
 */
export function fieldsOfType(model: FormModel, types: string[]): Array<{ value: string; label: string }> {
  return model.groups.flatMap((group) =>
    group.fields
      .filter((field) => types.includes(field.type))
      .map((field) => ({ value: field.id, label: `${field.name} (${field.id})` })),
  );
}
