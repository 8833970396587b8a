/**
 * A value the form editor leaves out or clears: no value, false, '', an empty list or object.
 *
 * @example isUnset({ title: undefined }) // true
 */
export function isUnset(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    for (const key in value) if ((value as Record<string, unknown>)[key] !== undefined) return false;
    return true;
  }
  return false;
}
