/**
 * An answer with no wording of its own: text as typed, anything structured as JSON.
 *
 * @example plainText('Olá') // 'Olá'
 */
export function plainText(_field: unknown, value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
