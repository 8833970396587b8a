import schema from '../../../../schemas/commands/SaveFunctionalities.schema.json';
import type { Level } from '../../../runtime/access/Level';
import { forgetCompanies } from '../../access/forgetCompanies';
import { defineCommand } from '../CommandDefinition';
import { invalidParameter } from '../invalidParameter';

/**
 * SaveFunctionalities (FUNCTIONALITIES json [{code, plan, level}], only the changed ones): sets plan
 * ceilings. Every company's cached levels are dropped, so users see them on their next refresh.
 */
export const saveFunctionalities = defineCommand<{
  FUNCTIONALITIES: { code: string; plan: string; level: Level }[];
}>({
  name: 'SaveFunctionalities',
  params: schema,
  async handler(ctx, params) {
    const codes = new Set(ctx.metadata.functionalities.map((f) => f.code));
    const plans = new Set(ctx.metadata.plans.plans.map((p) => p.name));
    for (const change of params.FUNCTIONALITIES) {
      if (!codes.has(change.code))
        throw invalidParameter(ctx.t, 'FUNCTIONALITIES', 'unknownCode', { code: change.code });
      if (!plans.has(change.plan))
        throw invalidParameter(ctx.t, 'FUNCTIONALITIES', 'unknownCode', { code: change.plan });
    }
    if (!params.FUNCTIONALITIES.length) return;
    const trx = await ctx.transaction();
    for (const change of params.FUNCTIONALITIES)
      await trx
        .insertInto('plan_permission_overrides')
        .values({
          plan_name: change.plan,
          kind: 'F',
          code: change.code,
          level: change.level,
          limit_value: null,
        })
        .onConflict((oc) => oc.columns(['plan_name', 'kind', 'code']).doUpdateSet({ level: change.level }))
        .execute();
    forgetCompanies(ctx, 'all');
    ctx.inform(ctx.t('server.permissionsSaved'));
  },
});
