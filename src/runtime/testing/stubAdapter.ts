import type { AdapterDeps } from '../protocol/AdapterDeps';
import type { CommandStub } from '../protocol/CommandStub';
import type { RecordingCommandFn } from '../protocol/RecordingCommandFn';

/** Builds a recording adapter from stubs; src/adapters/memory's createMemoryAdapter is the one provided. */
export type StubAdapterFactory = (
  handlers: Record<string, CommandStub>,
  deps?: AdapterDeps,
) => RecordingCommandFn;

let provided: StubAdapterFactory | undefined;

function build(handlers: Record<string, CommandStub>, deps?: AdapterDeps): RecordingCommandFn {
  if (!provided)
    throw new Error(
      'stubAdapter: no adapter provided (tests/setup/memoryAdapter.ts provides the memory one)',
    );
  return provided(handlers, deps);
}

/**
 * The adapter a runtime test talks to. The runtime never imports src/adapters, so the test setup provides
 * the memory adapter once (tests/setup/memoryAdapter.ts) and runtime tests get it through this door: the
 * same envelope rules as the HTTP adapter, a throw for any command not stubbed, `calls` recording.
 *
 * @example
 * const command = stubAdapter({ ConsultarModeloDocumento: () => ({ MODELO: row }) });
 * await command('ConsultarModeloDocumento', { ID: 5 }); // { RESULT: '1', ..., MODELO: row }
 */
export const stubAdapter = Object.assign(build, {
  /** Called once by the test setup with the real implementation. */
  provide(factory: StubAdapterFactory) {
    provided = factory;
  },
});
