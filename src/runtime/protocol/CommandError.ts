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
  /** The refusal's answer keys beside the messages (FIELD_ERRORS, ROW_ERRORS), when the server sent some. */
  readonly answer: Record<string, unknown>;
  constructor(
    command: string,
    message: string,
    code?: string,
    loginRequest = false,
    answer: Record<string, unknown> = {},
  ) {
    super(message);
    this.answer = answer;
    this.name = 'CommandError';
    this.command = command;
    this.code = code;
    this.loginRequest = loginRequest;
  }
}
