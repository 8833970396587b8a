import schema from '../../../../schemas/commands/SaveUserTourSettings.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';

/** SaveUserTourSettings (TOUR_SETTINGS json): the caller's tour progress, read back in CONFIGURACOES_TOUR. */
export const saveUserTourSettings = defineCommand<{ TOUR_SETTINGS: Record<string, unknown> }>({
  name: 'SaveUserTourSettings',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const settings = {
      skip: false,
      started: false,
      position: 35,
      progress: {},
      tours: {},
      ...params.TOUR_SETTINGS,
    };
    await (
      await ctx.transaction()
    )
      .updateTable('users')
      .set({ tour_settings: JSON.stringify(settings) })
      .where('company_id', '=', session.companyId)
      .where('id', '=', session.userId)
      .execute();
    ctx.profiles.forget(session.companyId, session.userId);
    ctx.afterCommit(async () => ctx.profiles.forget(session.companyId, session.userId));
  },
});
