import schema from '../../../../schemas/commands/CheckIfHasLimit.schema.json';
import { limitState } from '../../../runtime/plans/limitState';
import { companyAccessOf } from '../companyAccessOf';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { invalidParameter } from '../invalidParameter';
import { requireSession } from '../requireSession';

/**
 * CheckIfHasLimit (COMPANY_ID, ENTITY_TYPE of plans.json) -> HAS_LIMIT (one more may be created) and
 * LIMIT (LimitState). Only about the caller's own company: another COMPANY_ID is PERMISSION_DENIED.
 */
export const checkIfHasLimit = defineCommand<{ COMPANY_ID?: number; ENTITY_TYPE: string }>({
  name: 'CheckIfHasLimit',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    if (params.COMPANY_ID !== undefined && params.COMPANY_ID !== session.companyId)
      throw new CommandFailure('PERMISSION_DENIED');
    const limited = ctx.metadata.plans.limitedFunctionalities.find(
      (l) => l.entityType === params.ENTITY_TYPE,
    );
    if (!limited) throw invalidParameter(ctx.t, 'ENTITY_TYPE', 'unknownCode', { code: params.ENTITY_TYPE });
    const company = await companyAccessOf(ctx, session.companyId);
    const state = limitState(company.limits[limited.key], company.used[limited.key] ?? 0);
    return { HAS_LIMIT: state.allowed && !state.limitExceeded, LIMIT: state, LIMIT_KEY: limited.key };
  },
});
