import { canonicalJson } from './canonicalJson';
import { isUnset } from './isUnset';

/**
 * Whether two values of a model property are the same for a reviewer: both unset (see {@link isUnset}),
 * equal primitives, or objects with the same canonical JSON (the plain JSON first: versions saved by the
 * same editor keep their key order, so the sorted form is rarely needed).
 *
 * @example sameValue({ a: 1, b: 2 }, { b: 2, a: 1 }) // true
 * @example sameValue(false, undefined) // true
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const aUnset = isUnset(a);
  const bUnset = isUnset(b);
  if (aUnset || bUnset) return aUnset && bUnset;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(a) === JSON.stringify(b) || canonicalJson(a) === canonicalJson(b);
}
