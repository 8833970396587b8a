import { isNotFoundCode } from '../runtime/errors/isNotFoundCode';
import type { EnvelopeRoot } from '../runtime/protocol/envelope';
import { CommandError } from '../runtime/protocol/CommandError';
import type { CommandOptions } from '../runtime/protocol/CommandFn';
import type { AdapterDeps } from '../runtime/protocol/AdapterDeps';

/**
 * Applies spec 000 section 8 to an answer, the same for every adapter: each ERRORS and WARNINGS item is
 * an error toast, each INFORMATIONS item a success toast (unless silent / silentOnSuccess; a
 * "no such record" refusal is quiet with silentNotFound, the page says it); LOGIN_REQUEST
 * ends the session; a success closes the command's earlier error toasts; RESULT other than '1' rejects with the first message and the ERROR_CODE.
 *
 * @example processEnvelope('Login', root, {}, deps) // root, or throws CommandError
 */
export function processEnvelope(
  name: string,
  root: EnvelopeRoot,
  options: CommandOptions,
  deps: AdapterDeps,
): EnvelopeRoot {
  const messages = root.MESSAGES ?? { ERRORS: [], WARNINGS: [], INFORMATIONS: [] };
  const problems = [...(messages.ERRORS ?? []), ...(messages.WARNINGS ?? [])];
  const quiet = options.silent || (options.silentNotFound && isNotFoundCode(root.ERROR_CODE));
  if (root.RESULT === '1' && !root.LOGIN_REQUEST) deps.settle?.(name);
  if (!quiet) {
    for (const message of problems) deps.notify('error', message, name);
    if (!options.silentOnSuccess)
      for (const message of messages.INFORMATIONS ?? []) deps.notify('success', message, name);
  }
  if (root.LOGIN_REQUEST) {
    if (!options.ignoreLoginRequest) deps.onLoginRequest();
    throw new CommandError(
      name,
      problems[0] ?? deps.t('errors.LOGIN_REQUIRED'),
      root.ERROR_CODE ?? 'LOGIN_REQUIRED',
      true,
    );
  }
  if (root.RESULT !== '1') {
    const {
      RESULT: _result,
      MESSAGES: _messages,
      LOGIN_REQUEST: _login,
      ERROR_CODE: _code,
      ...answer
    } = root;
    throw new CommandError(
      name,
      problems[0] ?? deps.t('errors.INTERNAL_ERROR'),
      root.ERROR_CODE,
      false,
      answer,
    );
  }
  return root;
}
