import type { TFunction } from 'i18next';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import type { FormError } from '../../../runtime/forms/FormError';
import { formErrorMessage } from '../../../runtime/forms/formErrorMessage';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { modelIndex } from '../../../runtime/forms/modelIndex';
import { CommandFailure } from '../CommandFailure';

/**
 * DOCUMENT_INVALID for a document's form errors: each message as the filler shows it (a table cell as
 * 'Linha x, campo y: ...', another field's as 'Campo: ...'), all in the message and, with their
 * places, in FORM_ERRORS [{code, message, fieldId?, groupId?, row?, column?, copy?}].
 *
 * @example throw documentErrorsFailure(model, errors, ctx.t);
 */
export function documentErrorsFailure(model: FormModel, errors: FormError[], t: TFunction): CommandFailure {
  const fields = modelIndex(model).fields;
  const listed = errors.map((error) => {
    const reason = formErrorMessage(error, t);
    const field = error.row === undefined && error.fieldId ? fields.get(error.fieldId)?.field : undefined;
    const message = field ? t(errorMessageKey('ENTITY_INVALID'), { field: field.name, reason }) : reason;
    return { ...error, message };
  });
  return new CommandFailure(
    'DOCUMENT_INVALID',
    { errors: listed.map((e) => e.message).join('; ') },
    { answer: { FORM_ERRORS: listed } },
  );
}
