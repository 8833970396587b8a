import { CommandError } from '../protocol/CommandError';

/** The catalogue codes meaning "no such record for you": absent, deleted or another company's. */
const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['ENTITY_NOT_FOUND']);

/**
 * Whether a command was refused because the record it asked for is not there (or not the caller's): the
 * page shows "not found" with a way back instead of waiting or a generic error.
 *
 * @example isNotFoundError(new CommandError('GetEntity', 'Registro não encontrado', 'ENTITY_NOT_FOUND')) // true
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof CommandError && error.code !== undefined && NOT_FOUND_CODES.has(error.code);
}
