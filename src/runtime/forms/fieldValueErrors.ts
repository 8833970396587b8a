import type { ErrorCode } from '../errors/errorCatalogue';
import { isValidCep } from '../validators/isValidCep';
import { isValidCnpj } from '../validators/isValidCnpj';
import { isValidCpf } from '../validators/isValidCpf';
import { isValidEmail } from '../validators/isValidEmail';
import { isValidPhone } from '../validators/isValidPhone';
import type { FieldOption } from './FormModel';

export interface ValueProblem {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

/** What value checks need of a field or a table column. */
export interface CheckedField {
  type: string;
  options?: FieldOption[];
  settings?: Record<string, unknown>;
  mask?: string;
  charLimit?: number;
}

const SHORT_TEXT_LIMIT = 150;
const SINGLE_CHOICE = new Set(['choiceSingle', 'according', 'thermometer', 'selectBox']);
const NUMBERS = new Set(['number', 'currency', 'percent']);
const TEXTS = new Set(['textShort', 'textMultiline', 'textComposite', 'email']);
const MASKS: Record<string, [(value: string) => boolean, ErrorCode]> = {
  email: [isValidEmail, 'INVALID_EMAIL'],
  phone: [isValidPhone, 'INVALID_PHONE'],
  landline: [isValidPhone, 'INVALID_PHONE'],
  cep: [isValidCep, 'INVALID_CEP'],
  cpf: [isValidCpf, 'INVALID_CPF'],
  cnpj: [isValidCnpj, 'INVALID_CNPJ'],
};

function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.split('.')[1]?.length ?? 0;
}

function validDate(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)
  );
}

function numberProblems(value: unknown, settings: Record<string, unknown>): ValueProblem[] {
  if (typeof value !== 'number' || !Number.isFinite(value)) return [{ code: 'INVALID_VALUE' }];
  const problems: ValueProblem[] = [];
  const { min, max, integer, decimals } = settings as {
    min?: number;
    max?: number;
    integer?: boolean;
    decimals?: number;
  };
  if (typeof min === 'number' && value < min) problems.push({ code: 'FORM_NUMBER_MIN', params: { min } });
  if (typeof max === 'number' && value > max) problems.push({ code: 'FORM_NUMBER_MAX', params: { max } });
  if (integer && !Number.isInteger(value)) problems.push({ code: 'FORM_NUMBER_INTEGER' });
  else if (typeof decimals === 'number' && decimalsOf(value) > decimals)
    problems.push({ code: 'FORM_NUMBER_DECIMALS', params: { decimals } });
  return problems;
}

/**
 * Type checks of one filled value (emptiness and `required` are the engine's concern): text length
 * (short text at most 150, or the field's character limit), masks, e-mail, number min/max/integer/
 * decimals, known options, NPS 1-10, date/hour formats, coordinates.
 *
 * @example fieldValueErrors({ type: 'textShort' }, 'x'.repeat(151)) // [{ code: 'VALUE_TOO_LONG', params: { limit: 150 } }]
 */
export function fieldValueErrors(field: CheckedField, value: unknown): ValueProblem[] {
  const settings = field.settings ?? {};
  if (TEXTS.has(field.type)) {
    if (typeof value !== 'string') return [{ code: 'INVALID_VALUE' }];
    const limit =
      field.type === 'textShort'
        ? Math.min(field.charLimit ?? SHORT_TEXT_LIMIT, SHORT_TEXT_LIMIT)
        : field.charLimit;
    if (limit !== undefined && value.length > limit) return [{ code: 'VALUE_TOO_LONG', params: { limit } }];
    if (field.type === 'email' && !isValidEmail(value.trim())) return [{ code: 'INVALID_EMAIL' }];
    const mask = field.mask ? MASKS[field.mask] : undefined;
    if (mask && !mask[0](value)) return [{ code: mask[1] }];
    return [];
  }
  if (NUMBERS.has(field.type)) return numberProblems(value, settings);
  const optionIds = () => new Set((field.options ?? []).map((option) => option.id));
  if (SINGLE_CHOICE.has(field.type))
    return typeof value === 'string' && optionIds().has(value) ? [] : [{ code: 'INVALID_OPTION' }];
  if (field.type === 'choiceMultiple') {
    const ids = optionIds();
    return Array.isArray(value) && value.every((id) => typeof id === 'string' && ids.has(id))
      ? []
      : [{ code: 'INVALID_OPTION' }];
  }
  switch (field.type) {
    case 'nps':
      return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 10
        ? []
        : [{ code: 'INVALID_VALUE' }];
    case 'date':
      return typeof value === 'string' && validDate(value) ? [] : [{ code: 'INVALID_DATE' }];
    case 'hour':
      return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
        ? []
        : [{ code: 'INVALID_VALUE' }];
    case 'dateHour':
      return typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) &&
        validDate(value.slice(0, 10))
        ? []
        : [{ code: 'INVALID_DATE' }];
    case 'locationManual':
    case 'locationGps': {
      const { lat, lng } = (value ?? {}) as { lat?: unknown; lng?: unknown };
      return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
        ? []
        : [{ code: 'INVALID_VALUE' }];
    }
    default:
      return [];
  }
}
