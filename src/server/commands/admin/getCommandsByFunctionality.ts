import schema from '../../../../schemas/commands/GetCommandsByFunctionality.schema.json';
import { effectiveDeclaration } from '../../access/effectiveDeclaration';
import { defineCommand } from '../CommandDefinition';

/**
 * GetCommandsByFunctionality -> COMMANDS [{name, access, role?, functionality?, level?, overridden}]:
 * every declared command as the gate applies it now (the administrator's overrides included).
 */
export const getCommandsByFunctionality = defineCommand<Record<string, never>>({
  name: 'GetCommandsByFunctionality',
  params: schema,
  async handler(ctx) {
    const overrides = await ctx.access.commandOverrides(ctx.db);
    return {
      COMMANDS: Object.entries(ctx.metadata.commands)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, declared]) => {
          const override = declared.access === 'user' ? overrides.get(name) : undefined;
          const { timeoutMs: _timeout, ...applied } = effectiveDeclaration(declared, override);
          return { name, ...applied, overridden: override !== undefined };
        }),
    };
  },
});
