/**
 * Calls `visit` once with each key of `known` (in its order, so the adjustments come in the same order
 * whatever the stored JSON's key order), then with each other key of `a` or `b`, in their order.
 *
 * @example eachKey({ required: 1 }, { name: 'a', required: true }, { x: 1 }, visit) // required, name, x
 */
export function eachKey(known: object, a: object, b: object, visit: (key: string) => void): void {
  for (const key in known) visit(key);
  for (const key in a) if (!(key in known)) visit(key);
  for (const key in b) if (!(key in known) && !(key in a)) visit(key);
}
