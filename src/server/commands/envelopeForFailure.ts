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
  const envelope = errorEnvelope(failure.code, t(errorMessageKey(failure.code), failure.vars), loginRequest);
  // Extra keys never replace the envelope's own (RESULT, MESSAGES, LOGIN_REQUEST, ERROR_CODE).
  if (failure.options.answer) envelope.ROOT = { ...failure.options.answer, ...envelope.ROOT };
  return envelope;
}
