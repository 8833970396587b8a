import schema from '../../../../schemas/commands/GetNextPermissionsAndLimits.schema.json';
import { limitState } from '../../../runtime/plans/limitState';
import { companyAccessOf } from '../companyAccessOf';
import { defineCommand } from '../CommandDefinition';

/**
 * GetNextPermissionsAndLimits (COMPANY_ID) -> PERMISSIONS {functionalities: the company's ceilings (its
 * overrides, else the plan's), limits: {key: LimitState}}, PLAN_NAME.
 */
export const getNextPermissionsAndLimits = defineCommand<{ COMPANY_ID: number }>({
  name: 'GetNextPermissionsAndLimits',
  params: schema,
  async handler(ctx, params) {
    const company = await companyAccessOf(ctx, params.COMPANY_ID);
    const limits = Object.fromEntries(
      ctx.metadata.plans.limitedFunctionalities.map(({ key }) => [
        key,
        limitState(company.limits[key], company.used[key] ?? 0),
      ]),
    );
    return {
      PERMISSIONS: { functionalities: { ...company.planCeilings, ...company.companyOverrides }, limits },
      PLAN_NAME: company.plan.name,
    };
  },
});
