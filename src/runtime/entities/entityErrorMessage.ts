import type { ErrorObject } from 'ajv';
import { entityFieldErrors } from './entityFieldErrors';
import type { EntityMeta } from './EntityMeta';

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** An error of the form library in Ajv's terms: keyword, where (dotted, rjsf style) and params. */
export interface FormValidationError {
  name?: string;
  property?: string;
  params?: unknown;
}

/**
 * The pt-BR catalogue message of one validation error of an entity form, through entityFieldErrors, so
 * the form says what SaveEntity would ('Campo obrigatório', 'CPF inválido', 'Preencha todos os campos').
 * rjsf puts a missing property at the end of `property`; Ajv keeps it in params, as entityFieldErrors expects.
 *
 * @example entityErrorMessage(client, { name: 'format', property: '.cpf', params: { format: 'cpf' } }, t) // 'CPF inválido'
 */
export function entityErrorMessage(entity: EntityMeta, error: FormValidationError, t: Translate): string {
  const keyword = error.name ?? '';
  const segments = (error.property ?? '').split(/[.[\]'"]+/).filter(Boolean);
  if (keyword === 'required') segments.pop();
  const ajvError = {
    keyword,
    instancePath: segments.map((s) => `/${s}`).join(''),
    params: (error.params ?? {}) as Record<string, unknown>,
    schemaPath: '',
  } as ErrorObject;
  const [first] = entityFieldErrors(entity, [ajvError]);
  if (!first) return t('errors.INVALID_VALUE');
  return t(`errors.${first.code}`, { ...first.vars, field: t(first.label) });
}
