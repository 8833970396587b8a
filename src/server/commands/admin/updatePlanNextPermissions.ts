import schema from '../../../../schemas/commands/UpdatePlanNextPermissions.schema.json';
import { forgetCompanies } from '../../access/forgetCompanies';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { normalisePermissions } from './normalisePermissions';
import { overrideRows } from './overrideRows';
import type { PermissionsInput } from './PermissionsInput';

/**
 * UpdatePlanNextPermissions (PLAN_ID plan name, COMPANIES? [companyId], PERMISSIONS): merges the
 * functionalities and limits into the plan's overrides; the listed companies get the same values as
 * their own overrides (so customised companies follow the change). Missing plan or permissions:
 * PERMISSION_SAVE_MISSING_TARGET; an unknown plan: ENTITY_NOT_FOUND.
 */
export const updatePlanNextPermissions = defineCommand<{
  PLAN_ID?: string;
  COMPANIES?: number[];
  PERMISSIONS?: PermissionsInput;
}>({
  name: 'UpdatePlanNextPermissions',
  params: schema,
  async handler(ctx, params) {
    const planName = (params.PLAN_ID ?? '').trim().toUpperCase();
    if (!planName || !params.PERMISSIONS) throw new CommandFailure('PERMISSION_SAVE_MISSING_TARGET');
    if (!ctx.metadata.plans.plans.some((p) => p.name === planName))
      throw new CommandFailure('ENTITY_NOT_FOUND');
    const rows = overrideRows(normalisePermissions(ctx.metadata, params.PERMISSIONS, ctx.t));
    const companies = [...new Set(params.COMPANIES ?? [])];
    const trx = await ctx.transaction();
    if (companies.length) {
      const found = await trx.selectFrom('companies').select('id').where('id', 'in', companies).execute();
      if (found.length !== companies.length) throw new CommandFailure('ENTITY_NOT_FOUND');
    }
    for (const row of rows) {
      await trx
        .insertInto('plan_permission_overrides')
        .values({ plan_name: planName, ...row })
        .onConflict((oc) =>
          oc
            .columns(['plan_name', 'kind', 'code'])
            .doUpdateSet({ level: row.level, limit_value: row.limit_value }),
        )
        .execute();
      for (const companyId of companies)
        await trx
          .insertInto('company_permission_overrides')
          .values({ company_id: companyId, ...row })
          .onConflict((oc) =>
            oc
              .columns(['company_id', 'kind', 'code'])
              .doUpdateSet({ level: row.level, limit_value: row.limit_value }),
          )
          .execute();
    }
    forgetCompanies(ctx, 'all');
    ctx.inform(ctx.t('server.permissionsSaved'));
  },
});
