import type { TFunction } from 'i18next';
import { errorMessageKey } from '../errors/errorCatalogue';
import type { FormError } from './FormError';

/**
 * The text of a form error; a table cell error reads 'Linha {row}, campo {field}: {reason}'.
 *
 * @example formErrorMessage({ code: 'REQUIRED_FIELD', fieldId: 't', row: 2, column: 'qty', params: { row: 3, field: 'Qtd' } }, t)
 * // 'Linha 3, campo Qtd: Campo obrigatório'
 */
export function formErrorMessage(error: FormError, t: TFunction): string {
  const reason = t(errorMessageKey(error.code), error.params);
  if (error.row === undefined) return reason;
  return t(errorMessageKey('FORM_TABLE_ROW_ERROR'), { ...error.params, reason });
}
