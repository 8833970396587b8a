type Schema = Record<string, unknown>;

/** PostgreSQL `integer` (int4), the narrowest column an integer parameter reaches (ids included). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** Property names that hold row ids: `ID`, `IDS`, `PARENT_ID`, `ID_CLIENTE`, `roleId`, `clientIds`. */
const ID_NAME = /^IDS?$|^ID_|_IDS?$|[a-z]Ids?$/;

function isInteger(schema: Schema): boolean {
  const type = schema.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

/**
 * A command parameter schema where every integer has the bounds of the column it ends in: without a
 * `maximum` it gets int4's, without a `minimum` int4's (1 when its property names an id). An explicit
 * bound wins, so a wider value (a timestamp in milliseconds) says so in its schema. Applied once when
 * the command schemas are loaded (validateMetadataFiles), so no schema has to repeat int4 limits and a
 * new command gets them for free.
 *
 * @example withColumnBounds({ properties: { ID: { type: 'integer' } } }).properties.ID // { type: 'integer', minimum: 1, maximum: 2147483647 }
 */
export function withColumnBounds<T>(schema: T): T {
  const copy = structuredClone(schema);
  // Iterative: a schema is shallow, but nothing recursive should walk input-shaped data.
  const stack: Array<{ node: unknown; idName: boolean }> = [{ node: copy, idName: false }];
  while (stack.length) {
    const { node, idName } = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const item of node as unknown[]) stack.push({ node: item, idName });
      continue;
    }
    const schemaNode = node as Schema;
    if (isInteger(schemaNode)) {
      if (schemaNode.maximum === undefined && schemaNode.exclusiveMaximum === undefined)
        schemaNode.maximum = INT4_MAX;
      if (schemaNode.minimum === undefined && schemaNode.exclusiveMinimum === undefined)
        schemaNode.minimum = idName ? 1 : INT4_MIN;
    }
    for (const [key, value] of Object.entries(schemaNode)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [name, property] of Object.entries(value as Schema))
          stack.push({ node: property, idName: ID_NAME.test(name) });
      } else if (key === 'items' || key === 'anyOf' || key === 'oneOf' || key === 'allOf') {
        stack.push({ node: value, idName });
      } else if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') {
        stack.push({ node: value, idName: false });
      }
    }
  }
  return copy;
}
