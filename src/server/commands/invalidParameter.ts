import type { TFunction } from 'i18next';
import { PARAM_PREFIX } from '../../runtime/protocol/envelope';
import { CommandFailure } from './CommandFailure';

/**
 * INVALID_PARAMETERS for a check the schema cannot express (e.g. an unknown functionality code).
 *
 * @example throw invalidParameter(ctx.t, 'LEVELS', 'unknownCode', { code: 'NOPE' });
 */
export function invalidParameter(
  t: TFunction,
  field: string,
  reason: string,
  vars: Record<string, unknown> = {},
): CommandFailure {
  return new CommandFailure('INVALID_PARAMETERS', {
    field: `${PARAM_PREFIX}${field}`,
    reason: t(`server.validation.${reason}`, vars),
  });
}
