import type { ErrorCode } from '../../../errors/errorCatalogue';
import { isValidCep } from '../../../validators/isValidCep';
import { isValidCnpj } from '../../../validators/isValidCnpj';
import { isValidCpf } from '../../../validators/isValidCpf';
import { isValidEmail } from '../../../validators/isValidEmail';
import { isValidPhone } from '../../../validators/isValidPhone';
import type { CheckedField } from '../CheckedField';
import type { ValueProblem } from '../ValueProblem';

const MASKS: Record<string, [(value: string) => boolean, ErrorCode]> = {
  email: [isValidEmail, 'INVALID_EMAIL'],
  phone: [isValidPhone, 'INVALID_PHONE'],
  landline: [isValidPhone, 'INVALID_PHONE'],
  cep: [isValidCep, 'INVALID_CEP'],
  cpf: [isValidCpf, 'INVALID_CPF'],
  cnpj: [isValidCnpj, 'INVALID_CNPJ'],
};

/**
 * Text checks, first problem only: a string, at most `limit` characters, then the type's own check
 * (`check`, e-mail), then the field's mask.
 *
 * @example textValueErrors({ type: 'textShort', mask: 'cpf' }, '1', 150) // [{ code: 'INVALID_CPF' }]
 */
export function textValueErrors(
  field: CheckedField,
  value: unknown,
  limit: number | undefined,
  check?: (value: string) => ValueProblem | undefined,
): ValueProblem[] {
  if (typeof value !== 'string') return [{ code: 'INVALID_VALUE' }];
  if (limit !== undefined && value.length > limit) return [{ code: 'VALUE_TOO_LONG', params: { limit } }];
  const own = check?.(value);
  if (own) return [own];
  const mask = field.mask ? MASKS[field.mask] : undefined;
  if (mask && !mask[0](value)) return [{ code: mask[1] }];
  return [];
}
