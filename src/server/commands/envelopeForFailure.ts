import type { TFunction } from 'i18next';
import { errorMessageKey } from '../../runtime/errors/errorCatalogue';
import { errorEnvelope, type Envelope } from '../../runtime/protocol/envelope';
import type { CommandFailure } from './CommandFailure';

/**
 * The error envelope of a failure, its message translated. LOGIN_REQUIRED always asks for login.
 *
 * @example envelopeForFailure(new CommandFailure('UNKNOWN_COMMAND', { command: 'X' }), t).ROOT.ERROR_CODE
 */
export function envelopeForFailure(failure: CommandFailure, t: TFunction): Envelope {
  const loginRequest = failure.options.loginRequest ?? failure.code === 'LOGIN_REQUIRED';
  return errorEnvelope(failure.code, t(errorMessageKey(failure.code), failure.vars), loginRequest);
}
