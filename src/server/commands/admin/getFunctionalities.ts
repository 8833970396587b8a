import schema from '../../../../schemas/commands/GetFunctionalities.schema.json';
import type { Level } from '../../../runtime/access/Level';
import { planPermissions } from '../../access/planPermissions';
import { defineCommand } from '../CommandDefinition';

/**
 * GetFunctionalities (NAME? code substring) -> FUNCTIONALITIES [{code, category, toggle, plans: {PLAN:
 * Level}}]: each plan's ceiling from plans.json with the administrator's changes applied.
 */
export const getFunctionalities = defineCommand<{ NAME?: string }>({
  name: 'GetFunctionalities',
  params: schema,
  async handler(ctx, params) {
    const overrides = await ctx.access.planOverrides(ctx.db);
    const perPlan = ctx.metadata.plans.plans.map((p) => planPermissions(ctx.metadata, overrides, p.name));
    const filter = (params.NAME ?? '').trim().toUpperCase();
    return {
      FUNCTIONALITIES: ctx.metadata.functionalities
        .filter((f) => f.code.includes(filter))
        .map((f) => ({
          code: f.code,
          category: f.category,
          toggle: f.toggle ?? false,
          plans: Object.fromEntries(perPlan.map((p) => [p.name, p.functionalities[f.code]])) as Record<
            string,
            Level
          >,
        })),
    };
  },
});
