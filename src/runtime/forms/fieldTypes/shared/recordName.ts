/**
 * A looked-up record (`{ id, name }`) by its name, else its id; anything else as text.
 *
 * @example recordName({ id: '3', name: 'Loja 1' }) // 'Loja 1'
 */
export function recordName(value: unknown): string {
  return value && typeof value === 'object'
    ? String((value as { name?: string; id?: string }).name ?? (value as { id?: string }).id ?? '')
    : String(value);
}
