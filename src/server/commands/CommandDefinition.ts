import type { BlobAnswer } from './BlobAnswer';
import type { CommandContext } from './CommandContext';

/** A JSON schema of the command's CMD.* parameters, with `$id` `campo:commands/<Name>`. */
export interface CommandParamsSchema {
  $id: string;
  properties?: Record<string, Record<string, unknown>>;
  [keyword: string]: unknown;
}

export type CommandAnswer = Record<string, unknown> | BlobAnswer | void;

/** One server command: its name, parameter schema and handler. Access is declared in metadata/commands.json. */
export interface CommandDefinition<P = Record<string, unknown>> {
  name: string;
  params: CommandParamsSchema;
  handler(ctx: CommandContext, params: P): Promise<CommandAnswer>;
}

/**
 * Identity helper that types a command's params in its handler.
 *
 * @example export const logout = defineCommand<{}>({ name: 'Logout', params: schema, handler: async (ctx) => {} });
 */
export function defineCommand<P>(definition: CommandDefinition<P>): CommandDefinition {
  return definition as unknown as CommandDefinition;
}
