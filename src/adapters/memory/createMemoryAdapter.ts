import { okEnvelope, type Envelope } from '../../runtime/protocol/envelope';
import type { CommandFn, CommandParams } from '../../runtime/protocol/CommandFn';
import type { AdapterDeps } from '../../runtime/protocol/AdapterDeps';
import type { CommandStub } from '../../runtime/protocol/CommandStub';
import type { RecordingCommandFn } from '../../runtime/protocol/RecordingCommandFn';
import { processEnvelope } from '../processEnvelope';

/** A stub answers the answer keys (wrapped in a success envelope), a whole Envelope, or a Blob. */
export type MemoryHandler = CommandStub;

/** The memory adapter implements the runtime's recording command type (runtime tests get it via stubAdapter). */
export type MemoryAdapter = RecordingCommandFn;

const NO_DEPS: AdapterDeps = { notify: () => undefined, t: (key) => key, onLoginRequest: () => undefined };

/**
 * An adapter for tests that answers from stubs and throws for any command not stubbed, so a test never
 * silently talks to nothing (like react-admin's test data provider). Answers go through the same
 * envelope rules as the HTTP adapter. `calls` records what was sent.
 *
 * @example
 * const command = createMemoryAdapter({ Login: () => ({ AUTH_TOKEN: 't' }) });
 * await command('Login', { USERNAME: 'a', PASSWORD: 'b' }); // { RESULT: '1', ..., AUTH_TOKEN: 't' }
 */
export function createMemoryAdapter(
  handlers: Record<string, MemoryHandler>,
  deps: AdapterDeps = NO_DEPS,
): MemoryAdapter {
  const calls: MemoryAdapter['calls'] = [];
  const command = async (name: string, params: CommandParams = {}, options = {}) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`createMemoryAdapter: command "${name}" is not stubbed`);
    calls.push({ name, params });
    const answer = await handler(params);
    if (answer instanceof Blob) return answer;
    const envelope = 'ROOT' in answer ? (answer as Envelope) : okEnvelope(answer);
    return processEnvelope(name, envelope.ROOT, options, deps);
  };
  return Object.assign(command as CommandFn, { calls });
}
