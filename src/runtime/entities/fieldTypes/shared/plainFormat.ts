/** A value with no wording of its own, as text. */
export function plainFormat(_field: unknown, value: unknown): string {
  return String(value);
}
