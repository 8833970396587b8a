import type { ErrorObject } from 'ajv';
import type { TFunction } from 'i18next';
import { PARAM_PREFIX } from '../../runtime/protocol/envelope';

/** Keywords with a translated reason under `server.validation.<keyword>`; others use `server.validation.invalid`. */
const KEYWORDS = new Set([
  'required',
  'minLength',
  'maxLength',
  'format',
  'pattern',
  'type',
  'enum',
  'minimum',
  'maximum',
  'additionalProperties',
  'jsonInvalid',
]);

/**
 * The field (`CMD.<NAME>`) and the translated reason of the first Ajv error, for INVALID_PARAMETERS.
 * ajv-i18n is not a dependency; these few keywords cover the command schemas.
 *
 * @example validationReason(validate.errors[0], t) // { field: 'CMD.USERNAME', reason: 'é obrigatório' }
 */
export function validationReason(error: ErrorObject, t: TFunction): { field: string; reason: string } {
  const params = error.params as Record<string, unknown>;
  let path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') path = [path, String(params.missingProperty)].filter(Boolean).join('.');
  if (error.keyword === 'additionalProperties')
    path = [path, String(params.additionalProperty)].filter(Boolean).join('.');
  const keyword = KEYWORDS.has(error.keyword) ? error.keyword : 'invalid';
  const values: Record<string, unknown> = { ...params };
  if (error.keyword === 'type')
    values.type = t(`server.validation.types.${String(params.type)}`, { defaultValue: String(params.type) });
  if (error.keyword === 'enum') values.allowedValues = (params.allowedValues as unknown[]).join(', ');
  return { field: `${PARAM_PREFIX}${path}`, reason: t(`server.validation.${keyword}`, values) };
}
