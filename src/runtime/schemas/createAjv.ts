import Ajv, { type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * One Ajv configuration for browser and server, so a schema means the same thing on both sides.
 *
 * @example
 * const ajv = createAjv(Object.values(schemas));
 * const ok = ajv.validate('campo:metadata/routes', routes);
 */
export function createAjv(schemas: AnySchema[] = []): Ajv {
  // strictRequired would reject the usual `oneOf: [{ required: [a] }, { required: [b] }]` (properties
  // declared on the parent), a false positive; every other strict check stays on.
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    coerceTypes: false,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-campo', schemaType: 'object' });
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}
