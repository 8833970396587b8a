import schema from '../../../../schemas/commands/CompleteOnboarding.schema.json';
import { forgetCompanies } from '../../access/forgetCompanies';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';

/** CompleteOnboarding: the caller's company finished onboarding (ONBOARDING_COMPLETED becomes true). */
export const completeOnboarding = defineCommand<Record<string, never>>({
  name: 'CompleteOnboarding',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    await (
      await ctx.transaction()
    )
      .updateTable('companies')
      .set({ onboarding_completed: true })
      .where('id', '=', session.companyId)
      .execute();
    forgetCompanies(ctx, [session.companyId]);
  },
});
