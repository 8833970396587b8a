import type { TFunction } from 'i18next';
import { PARAM_PREFIX } from '../../runtime/protocol/envelope';
import type { CommandParamsSchema } from './CommandDefinition';
import { CommandFailure } from './CommandFailure';
import { jsonTextDepth } from './jsonTextDepth';
import { nulBytePath } from './nulBytePath';

/**
 * Deepest nesting a JSON-valued parameter may have. Form models (groups, fields, settings, rules) stay
 * well under 20 levels; thousands would overflow the stack of whatever walks them recursively.
 */
const MAX_JSON_DEPTH = 64;

const JSON_TYPES = new Set(['object', 'array', 'boolean', 'number', 'integer', 'null']);

/** A `$ref`'s target schema (another command's definitions, `campo:commands/X#/definitions/y`). */
export type SchemaResolver = (ref: string) => Record<string, unknown> | undefined;

/** A property is sent as JSON text when its schema type admits no string; a `$ref` is followed. */
function isJsonValued(
  property: Record<string, unknown> | undefined,
  schemaId: string,
  resolve: SchemaResolver | undefined,
): boolean {
  for (let hops = 0; property && typeof property.$ref === 'string' && !property.type && hops < 5; hops++) {
    const ref = property.$ref;
    property = resolve?.(ref.startsWith('#') ? `${schemaId}${ref}` : ref);
  }
  const type = property?.type;
  if (typeof type === 'string') return JSON_TYPES.has(type);
  if (Array.isArray(type)) return !type.includes('string') && type.some((t) => JSON_TYPES.has(String(t)));
  return false;
}

/**
 * The command's parameters from the request's `CMD.<NAME>` fields: strings as sent, JSON text parsed for
 * properties the schema types as object/array/boolean/number/integer, also through a `$ref` (the task
 * commands' FUSO points at SalvarAtividade's `offset`) when `resolve` can read its target. Bad JSON, JSON
 * nested deeper than MAX_JSON_DEPTH (checked on the text, before parsing) and a NUL character in any
 * string or key (PostgreSQL stores none) are INVALID_PARAMETERS naming the parameter, for every
 * command, before its schema and its handler see the value.
 *
 * @example paramsFromFields({ 'CMD.ID_PESSOA': '12' }, schema, t) // { ID_PESSOA: 12 }
 */
export function paramsFromFields(
  fields: Record<string, string>,
  schema: CommandParamsSchema,
  t: TFunction,
  resolve?: SchemaResolver,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (!field.startsWith(PARAM_PREFIX)) continue;
    const name = field.slice(PARAM_PREFIX.length);
    if (!isJsonValued(schema.properties?.[name], schema.$id, resolve)) {
      params[name] = value;
      continue;
    }
    if (jsonTextDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
      throw new CommandFailure('INVALID_PARAMETERS', {
        field,
        reason: t('server.validation.tooDeep', { limit: MAX_JSON_DEPTH }),
      });
    try {
      params[name] = JSON.parse(value);
    } catch {
      throw new CommandFailure('INVALID_PARAMETERS', { field, reason: t('server.validation.jsonInvalid') });
    }
  }
  const nul = nulBytePath(params);
  if (nul !== undefined)
    throw new CommandFailure('INVALID_PARAMETERS', {
      field: `${PARAM_PREFIX}${nul}`,
      reason: t('server.validation.nulByte'),
    });
  return params;
}
