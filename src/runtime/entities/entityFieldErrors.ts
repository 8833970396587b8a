import type { ErrorObject } from 'ajv';
import { ENTITY_FORMAT_CODES } from './addEntityFormats';
import type { EntityField, EntityMeta } from './EntityMeta';

/** One problem in a record: the field's path (`cpf`, `address.cep`, `assets.1.name`), its label key and the catalogue code. */
export interface EntityFieldError {
  path: string;
  /** i18n key of the deepest field's label (the address part's own key under `entities.address.*`). */
  label: string;
  code: string;
  vars?: Record<string, unknown>;
}

const KEYWORD_CODES: Record<string, string> = {
  maxLength: 'VALUE_TOO_LONG',
  maxItems: 'TOO_MANY_ROWS',
  enum: 'INVALID_OPTION',
  uniqueItemsBy: 'VALUES_MUST_DIFFER',
  uniqueItems: 'VALUES_MUST_DIFFER',
  additionalProperties: 'UNKNOWN_FIELD',
};

function labelOf(entity: EntityMeta, segments: string[]): string {
  let fields: EntityField[] | undefined = entity.fields;
  let label = entity.label;
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) continue;
    const field: EntityField | undefined = fields?.find((f) => f.key === segment);
    if (field) {
      label = field.label;
      fields = field.fields;
    } else {
      // An address part, or a key the entity does not declare.
      label = `entities.address.${segment}`;
      fields = undefined;
    }
  }
  return label;
}

/**
 * Ajv errors of an entity data schema as field errors with catalogue codes: a missing top-level field is
 * REQUIRED_FIELD ('Campo obrigatório'), a missing part of an address or list row FILL_ALL_FIELDS
 * ('Preencha todos os campos'), formats their own code (INVALID_CPF, INVALID_CNPJ, INVALID_PHONE,
 * INVALID_EMAIL, INVALID_CEP...). One error per path, in order.
 *
 * @example entityFieldErrors(client, validate.errors) // [{ path: 'cpf', label: 'entities.client.fields.cpf', code: 'INVALID_CPF' }]
 */
export function entityFieldErrors(entity: EntityMeta, errors: ErrorObject[]): EntityFieldError[] {
  const out: EntityFieldError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    const segments = error.instancePath.split('/').filter(Boolean);
    let code: string;
    const vars: Record<string, unknown> = {};
    if (error.keyword === 'required') {
      code = segments.length ? 'FILL_ALL_FIELDS' : 'REQUIRED_FIELD';
      segments.push(String(params.missingProperty));
    } else if (error.keyword === 'additionalProperties') {
      code = 'UNKNOWN_FIELD';
      segments.push(String(params.additionalProperty));
    } else if (error.keyword === 'format') {
      code = ENTITY_FORMAT_CODES[String(params.format)] ?? 'INVALID_VALUE';
    } else {
      code = KEYWORD_CODES[error.keyword] ?? 'INVALID_VALUE';
      if (error.keyword === 'maxLength' || error.keyword === 'maxItems') vars.limit = params.limit;
    }
    const path = segments.join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, label: labelOf(entity, segments), code, ...(Object.keys(vars).length ? { vars } : {}) });
  }
  return out;
}
