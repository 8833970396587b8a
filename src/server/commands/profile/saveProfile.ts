import schema from '../../../../schemas/commands/SaveProfile.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';

/** SaveProfile (NAME): renames the user's own person record. */
export const saveProfile = defineCommand<{ NAME: string }>({
  name: 'SaveProfile',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    await (
      await ctx.transaction()
    )
      .updateTable('persons')
      .set({ name: params.NAME.trim() })
      .where('company_id', '=', session.companyId)
      .where('id', '=', session.personId)
      .execute();
    ctx.profiles.forget(session.companyId, session.userId);
    ctx.afterCommit(async () => ctx.profiles.forget(session.companyId, session.userId));
    ctx.inform(ctx.t('server.profileSaved'));
  },
});
