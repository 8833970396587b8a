import schema from '../../../../schemas/commands/CheckNextPermission.schema.json';
import { limitState } from '../../../runtime/plans/limitState';
import { companyAccessOf } from '../companyAccessOf';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { normalisePermissions } from './normalisePermissions';
import type { PermissionsInput } from './PermissionsInput';

/**
 * CheckNextPermission (COMPANY_ID, PERMISSIONS) -> PERMISSIONS normalised (unknown codes dropped). When a
 * limit would fall below what the company already uses: PLAN_LIMIT_REACHED with LIMIT_KEY, LIMIT and
 * the normalised PERMISSIONS in the answer.
 */
export const checkNextPermission = defineCommand<{ COMPANY_ID: number; PERMISSIONS: PermissionsInput }>({
  name: 'CheckNextPermission',
  params: schema,
  async handler(ctx, params) {
    const company = await companyAccessOf(ctx, params.COMPANY_ID);
    const permissions = normalisePermissions(ctx.metadata, params.PERMISSIONS);
    for (const [key, limit] of Object.entries(permissions.limits)) {
      const used = company.used[key] ?? 0;
      if (limit !== null && used > limit)
        throw new CommandFailure(
          'PLAN_LIMIT_REACHED',
          {},
          { answer: { LIMIT_KEY: key, LIMIT: limitState(limit, used), PERMISSIONS: permissions } },
        );
    }
    return { PERMISSIONS: permissions };
  },
});
