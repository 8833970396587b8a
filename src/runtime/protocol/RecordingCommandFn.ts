import type { CommandFn, CommandParams } from './CommandFn';

/**
 * A command function that also records what it was sent, as test adapters do (the memory adapter).
 *
 * @example expect(command.calls.map((c) => c.name)).toEqual(['SalvarModelo']);
 */
export type RecordingCommandFn = CommandFn & { calls: Array<{ name: string; params: CommandParams }> };
