import schema from '../../../../schemas/commands/CheckRecoveryCode.schema.json';
import { defineCommand } from '../CommandDefinition';
import { findRecovery } from './findRecovery';

/** CheckRecoveryCode (CODE) -> VALID: whether the recovery screen may ask for a new password. */
export const checkRecoveryCode = defineCommand<{ CODE: string }>({
  name: 'CheckRecoveryCode',
  params: schema,
  async handler(ctx, params) {
    return { VALID: (await findRecovery(await ctx.transaction(), params.CODE)) !== undefined };
  },
});
