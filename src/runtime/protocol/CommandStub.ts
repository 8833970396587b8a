import type { Envelope } from './envelope';
import type { CommandParams } from './CommandFn';

/**
 * A test's stand-in for one server command: it answers the answer keys (wrapped in a success envelope),
 * a whole Envelope (to refuse), or a Blob. The memory adapter takes a map of these.
 *
 * @example const stub: CommandStub = ({ ID }) => ({ MODELO: { id: ID } });
 */
export type CommandStub = (
  params: CommandParams,
) => Record<string, unknown> | Envelope | Blob | Promise<Record<string, unknown> | Envelope | Blob>;
