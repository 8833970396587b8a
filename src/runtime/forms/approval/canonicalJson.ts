/**
 * JSON with object keys sorted, so two objects differing only in key order read the same.
 *
 * @example canonicalJson({ b: 1, a: [{ d: 1, c: 2 }] }) // '{"a":[{"c":2,"d":1}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) sorted[key] = (inner as Record<string, unknown>)[key];
    return sorted;
  });
}
