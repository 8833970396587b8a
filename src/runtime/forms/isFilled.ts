/**
 * Whether a value counts as filled for required checks: 0 counts; null, false, blank text, and arrays or
 * objects holding only such values do not.
 *
 * @example isFilled(0) // true
 * @example isFilled('  ') // false
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.some(isFilled);
  if (typeof value === 'object') return Object.values(value).some(isFilled);
  return true;
}
