import schema from '../../../../schemas/commands/GetCustomizedPermissionsCompanies.schema.json';
import { defineCommand } from '../CommandDefinition';

/** GetCustomizedPermissionsCompanies -> COMPANIES [{id, name, planName}] that have their own overrides. */
export const getCustomizedPermissionsCompanies = defineCommand<Record<string, never>>({
  name: 'GetCustomizedPermissionsCompanies',
  params: schema,
  async handler(ctx) {
    const rows = await (
      await ctx.transaction()
    )
      .selectFrom('companies as c')
      .select(['c.id', 'c.name', 'c.plan_name as planName'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('company_permission_overrides as o')
            .select('o.code')
            .whereRef('o.company_id', '=', 'c.id'),
        ),
      )
      .orderBy('c.name')
      .execute();
    return { COMPANIES: rows };
  },
});
