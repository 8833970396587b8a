import type { ErrorCode } from '../../runtime/errors/errorCatalogue';

export interface CommandFailureOptions {
  /** Commit the handler's writes even though the answer is an error (e.g. counting a failed login). */
  keepWrites?: boolean;
  /** Ask the client to log in again (LOGIN_REQUEST: true). */
  loginRequest?: boolean;
  /** Extra answer keys in the error envelope's ROOT, e.g. `LIMIT_KEY` with PLAN_LIMIT_REACHED. */
  answer?: Record<string, unknown>;
}

/**
 * A refusal the user should see: a catalogue code plus the values its message interpolates. Anything
 * else thrown by a handler is answered as INTERNAL_ERROR, never as its raw message.
 *
 * @example throw new CommandFailure('TOO_MANY_LOGIN_ATTEMPTS', { seconds: 30 });
 */
export class CommandFailure extends Error {
  readonly code: ErrorCode;
  readonly vars: Record<string, unknown>;
  readonly options: CommandFailureOptions;
  constructor(code: ErrorCode, vars: Record<string, unknown> = {}, options: CommandFailureOptions = {}) {
    super(code);
    this.name = 'CommandFailure';
    this.code = code;
    this.vars = vars;
    this.options = options;
  }
}
