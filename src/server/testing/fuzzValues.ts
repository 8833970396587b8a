import fc from 'fast-check';

type Schema = Record<string, unknown>;

/** A `$ref`'s target (as the command's Ajv holds it); relative refs are resolved against `baseId`. */
export type FuzzResolver = (ref: string) => Schema | undefined;

const INT_EDGES = [
  0,
  -1,
  1,
  2,
  999_999,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  1e20,
  -1e20,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
];
const NUMBER_EDGES = [...INT_EDGES, 0.1, -0.5, 1e-300, 180.0001, -90.5];
const STRING_EDGES = [
  '',
  '\u0000',
  'a\u0000b',
  ' ',
  'x'.repeat(300),
  'x'.repeat(5000),
  '0000-01-01',
  '9999-12-31',
  '2030-01-01',
  '1-1',
  '00:00',
  "'; drop table x; --",
  '😀',
  '\ud800',
];
/** Values of the wrong type for about anything. */
const JUNK: unknown[] = [null, true, '', '\u0000', [], {}, { '\u0000': 1 }, ['\u0000'], 1e20, -1, 1.5];

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.map(String);
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function stringArb(schema: Schema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(...STRING_EDGES), fc.string({ maxLength: 20 })];
  if (Array.isArray(schema.enum)) {
    const values = schema.enum as unknown[];
    options.push(fc.constantFrom(...values), fc.constantFrom(...values.map((v) => `${String(v)}\u0000`)));
  }
  return fc.oneof(...options);
}

/**
 * Random and boundary values for a JSON Schema: values that fit, values just past its bounds (int4
 * limits, 1e20, fractions, negative), strings holding NUL, wrong types and empty values, nested as the
 * schema nests (objects get their properties, arrays their items) down to a few levels.
 *
 * @example fc.sample(fuzzValue({ type: 'integer', minimum: 1 }, 'campo:commands/X', resolve), 3)
 */
export function fuzzValue(
  schema: Schema,
  baseId: string,
  resolve: FuzzResolver,
  depth = 0,
): fc.Arbitrary<unknown> {
  const junk = fc.constantFrom(...JUNK);
  if (depth > 4) return junk;
  let target = schema;
  let id = baseId;
  for (let hops = 0; typeof target.$ref === 'string' && hops < 5; hops++) {
    const ref = target.$ref;
    const full = ref.startsWith('#') ? `${id}${ref}` : ref;
    id = full.split('#')[0]!;
    const found = resolve(full);
    if (!found) return junk;
    target = found;
  }
  const branches = (target.anyOf ?? target.oneOf) as Schema[] | undefined;
  if (branches?.length)
    return fc.oneof(
      ...branches.map((b) =>
        fuzzValue({ ...target, anyOf: undefined, oneOf: undefined, ...b }, id, resolve, depth + 1),
      ),
    );
  const options: fc.Arbitrary<unknown>[] = [];
  for (const type of typesOf(target)) {
    if (type === 'integer') options.push(fc.constantFrom(...INT_EDGES), fc.integer({ min: -3, max: 5 }));
    else if (type === 'number')
      options.push(fc.constantFrom(...NUMBER_EDGES), fc.double({ noNaN: true, noDefaultInfinity: true }));
    else if (type === 'string') options.push(stringArb(target));
    else if (type === 'boolean') options.push(fc.boolean());
    else if (type === 'null') options.push(fc.constant(null));
    else if (type === 'array') {
      const items = (target.items as Schema | undefined) ?? {};
      options.push(fc.array(fuzzValue(items, id, resolve, depth + 1), { maxLength: 3 }));
    } else if (type === 'object') {
      const properties = (target.properties ?? {}) as Record<string, Schema>;
      const entries: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        entries[name] = fuzzValue(property, id, resolve, depth + 1);
      const extra = target.additionalProperties;
      const extraValue =
        extra && typeof extra === 'object'
          ? fuzzValue(extra as Schema, id, resolve, depth + 1)
          : fc.jsonValue({ maxDepth: 2 });
      options.push(
        fc
          .tuple(
            fc.record(entries, { requiredKeys: [] }),
            fc.dictionary(fc.constantFrom('a', 'x\u0000', '1', ''), extraValue, { maxKeys: 2 }),
          )
          .map(([known, more]) => ({ ...more, ...known })),
      );
    }
  }
  if (Array.isArray(target.enum)) options.push(fc.constantFrom(...(target.enum as unknown[])));
  if (!options.length) options.push(fc.jsonValue({ maxDepth: 2 }));
  return fc.oneof({ arbitrary: fc.oneof(...options), weight: 4 }, { arbitrary: junk, weight: 1 });
}

/** JSON text nested `levels` deep, built as text (a value that deep would overflow JSON.stringify). */
export function deepJsonText(levels: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(levels)}${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}
