import { CommandError } from '../protocol/CommandError';
import { isNotFoundCode } from './isNotFoundCode';

/**
 * Whether a command was refused because the record it asked for is not there (or not the caller's): the
 * page shows "not found" with a way back instead of waiting or a generic error.
 *
 * @example isNotFoundError(new CommandError('GetEntity', 'Registro não encontrado', 'ENTITY_NOT_FOUND')) // true
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof CommandError && isNotFoundCode(error.code);
}
