/** The catalogue codes meaning "no such record for you": absent, deleted or another company's. */
const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['ENTITY_NOT_FOUND']);

/**
 * Whether an ERROR_CODE means the record asked for is not there (or not the caller's).
 *
 * @example isNotFoundCode('ENTITY_NOT_FOUND') // true
 */
export function isNotFoundCode(code: string | undefined): boolean {
  return code !== undefined && NOT_FOUND_CODES.has(code);
}
