import schema from '../../../../schemas/commands/UpdateCompanyNextPermissions.schema.json';
import { forgetCompanies } from '../../access/forgetCompanies';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { normalisePermissions } from './normalisePermissions';
import { overrideRows } from './overrideRows';
import type { PermissionsInput } from './PermissionsInput';

/**
 * UpdateCompanyNextPermissions (COMPANY_ID, PERMISSIONS): replaces the company's own overrides with
 * exactly these (a functionality level replaces the plan's ceiling; a limit, null = unlimited, the
 * plan's limit; what is not listed follows the plan again). Missing company or permissions:
 * PERMISSION_SAVE_MISSING_TARGET.
 */
export const updateCompanyNextPermissions = defineCommand<{
  COMPANY_ID?: number;
  PERMISSIONS?: PermissionsInput;
}>({
  name: 'UpdateCompanyNextPermissions',
  params: schema,
  async handler(ctx, params) {
    const companyId = params.COMPANY_ID;
    if (!companyId || !params.PERMISSIONS) throw new CommandFailure('PERMISSION_SAVE_MISSING_TARGET');
    const rows = overrideRows(normalisePermissions(ctx.metadata, params.PERMISSIONS, ctx.t));
    const trx = await ctx.transaction();
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!company) throw new CommandFailure('ENTITY_NOT_FOUND');
    await trx.deleteFrom('company_permission_overrides').where('company_id', '=', companyId).execute();
    if (rows.length)
      await trx
        .insertInto('company_permission_overrides')
        .values(rows.map((row) => ({ company_id: companyId, ...row })))
        .execute();
    forgetCompanies(ctx, [companyId]);
    ctx.inform(ctx.t('server.permissionsSaved'));
  },
});
