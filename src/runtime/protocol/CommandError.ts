/**
 * Why a command was rejected: the first message the server (or the adapter) gave, and the stable code
 * from the error catalogue when known (`CONNECTION_ERROR`, `TIMEOUT`, or the envelope's ERROR_CODE).
 *
 * @example
 * try { await command('Login', p) } catch (e) { if (e instanceof CommandError && e.code === 'INVALID_CREDENTIALS') ... }
 */
export class CommandError extends Error {
  readonly code: string | undefined;
  readonly command: string;
  readonly loginRequest: boolean;
  constructor(command: string, message: string, code?: string, loginRequest = false) {
    super(message);
    this.name = 'CommandError';
    this.command = command;
    this.code = code;
    this.loginRequest = loginRequest;
  }
}
