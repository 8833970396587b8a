import schema from '../../../../schemas/commands/GetCompanyPlanFromBackend.schema.json';
import { companyAccessOf } from '../companyAccessOf';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * GetCompanyPlanFromBackend -> the backend plan fields (dates dd/MM/yyyy), PLAN (computed by the runtime's
 * planFromBackend, as the browser does) and DAYS_TO_CANCEL. A session command, so a blocked company's
 * users can still read why; the platform administrator has no plan (PERMISSION_DENIED).
 */
export const getCompanyPlanFromBackend = defineCommand<Record<string, never>>({
  name: 'GetCompanyPlanFromBackend',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    if (session.isAdmin) throw new CommandFailure('PERMISSION_DENIED');
    const company = await companyAccessOf(ctx, session.companyId);
    return { ...company.backend, PLAN: company.plan, DAYS_TO_CANCEL: ctx.config.daysToCancel };
  },
});
