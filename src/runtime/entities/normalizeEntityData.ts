/** Whether a value counts as not filled: undefined, null, a blank string, an empty object. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object' && !Array.isArray(value)) return Object.keys(value).length === 0;
  return false;
}

/**
 * Entity data as it is validated and stored: strings trimmed, blank values and empty objects dropped
 * (so "not filled" is one thing, and `required` means filled), recursively through objects and lists.
 *
 * @example normalizeEntityData({ name: ' Ana ', email: '', address: { cep: '' } }) // { name: 'Ana' }
 */
export function normalizeEntityData(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(normalizeEntityData);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const normal = normalizeEntityData(item);
      if (!isEmpty(normal)) out[key] = normal;
    }
    return out;
  }
  return value;
}
