import schema from '../../../../schemas/commands/SaveProfile.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';

/** SaveProfile (NAME): renames the user's own person record. */
export const saveProfile = defineCommand<{ NAME: string }>({
  name: 'SaveProfile',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    await ctx.trx
      .updateTable('persons')
      .set({ name: params.NAME.trim() })
      .where('company_id', '=', session.companyId)
      .where('id', '=', session.personId)
      .execute();
    ctx.inform(ctx.t('server.profileSaved'));
  },
});
