import { TIMING } from '../../runtime/constants/TIMING';
import { COMMAND_ENDPOINT, type Envelope } from '../../runtime/protocol/envelope';
import { CommandError } from '../../runtime/protocol/CommandError';
import type { CommandFn, CommandOptions, CommandParams } from '../../runtime/protocol/CommandFn';
import type { AdapterDeps } from '../../runtime/protocol/AdapterDeps';
import { processEnvelope } from '../processEnvelope';
import { encodeCommandBody } from './encodeCommandBody';

export interface HttpAdapterDeps extends AdapterDeps {
  getToken: () => string | null;
  /** Per-command timeouts (metadata/commands.json `timeoutMs`), e.g. employee lists at 900000 ms. */
  timeouts?: Record<string, number | undefined>;
  fetch?: typeof fetch;
  endpoint?: string;
}

/**
 * `command(name, params, options)` over `POST /api/command` (spec 000 sections 7 and 8): network errors
 * and timeouts become a translated toast and a rejected CommandError; answers go through processEnvelope.
 *
 * @example
 * const command = createHttpAdapter({ getToken, notify, t, onLoginRequest });
 * const root = await command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' });
 */
export function createHttpAdapter(deps: HttpAdapterDeps): CommandFn {
  const endpoint = deps.endpoint ?? COMMAND_ENDPOINT;

  const fail = (
    name: string,
    code: 'CONNECTION_ERROR' | 'TIMEOUT' | 'INTERNAL_ERROR',
    options: CommandOptions,
  ): never => {
    const message = deps.t(`errors.${code}`);
    if (!options.silent) deps.notify('error', message, name);
    throw new CommandError(name, message, code);
  };

  async function command(
    name: string,
    params: CommandParams = {},
    options: CommandOptions = {},
  ): Promise<unknown> {
    const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
    const timeoutMs = options.timeoutMs ?? deps.timeouts?.[name] ?? TIMING.requestTimeout;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        body: encodeCommandBody(name, params, deps.getToken()),
        signal: controller.signal,
      });
    } catch {
      clearTimeout(timer);
      return fail(name, timedOut ? 'TIMEOUT' : 'CONNECTION_ERROR', options);
    }
    try {
      const type = response.headers.get('content-type') ?? '';
      if (options.responseType === 'blob' && !type.includes('json')) {
        if (!response.ok) return fail(name, 'INTERNAL_ERROR', options);
        return await response.blob();
      }
      let envelope: Envelope;
      try {
        envelope = (await response.json()) as Envelope;
      } catch {
        return fail(name, timedOut ? 'TIMEOUT' : 'INTERNAL_ERROR', options);
      }
      if (!envelope?.ROOT) return fail(name, 'INTERNAL_ERROR', options);
      return processEnvelope(name, envelope.ROOT, options, deps);
    } finally {
      clearTimeout(timer);
    }
  }

  return command as CommandFn;
}
