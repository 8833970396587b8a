import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarTodasEmpresasUsuarias.schema.json';
import dayjs from 'dayjs';
import { BACKEND_DATE_FORMAT, planFromBackend } from '../../../runtime/plans/planFromBackend';
import { defineCommand } from '../CommandDefinition';

/** At most this many companies per answer; the search narrows further. */
const MAX_COMPANIES = 500;

/**
 * ConsultarTodasEmpresasUsuarias (SEARCH? name substring, any case) -> EMPRESAS [{id, name, planName,
 * active, trial, blocked}], customer companies only (not the platform's own company 1), by name.
 */
export const consultarTodasEmpresasUsuarias = defineCommand<{ SEARCH?: string }>({
  name: 'ConsultarTodasEmpresasUsuarias',
  params: schema,
  async handler(ctx, params) {
    let query = (await ctx.transaction())
      .selectFrom('companies')
      .select([
        'id',
        'name',
        'plan_name',
        'plan_active',
        'trial',
        sql<string | null>`to_char(period_end, 'DD/MM/YYYY')`.as('end_date'),
        sql<string | null>`to_char(trial_end, 'DD/MM/YYYY')`.as('trial_end_date'),
      ])
      .where('id', '<>', 1)
      .orderBy('name')
      .limit(MAX_COMPANIES);
    const search = (params.SEARCH ?? '').trim().toLowerCase();
    if (search) query = query.where(sql<string>`strpos(lower(name), ${search})`, '>', 0 as unknown as string);
    const rows = await query.execute();
    const today = dayjs().format(BACKEND_DATE_FORMAT);
    return {
      EMPRESAS: rows.map((r) => {
        const plan = planFromBackend(
          {
            PLAN_ID: r.id,
            PLAN_NAME: r.plan_name,
            USED_LICENSES: 0,
            LICENSES: 0,
            FREE_LICENSES: 0,
            ACTIVE: r.plan_active,
            END_DATE: r.end_date,
            END_TRIAL_DATE: r.trial_end_date,
            MISSING_INVOICE_DATA: false,
            IS_TRIAL: r.trial,
            CURRENT_SERVER_DATE: today,
          },
          ctx.config.daysToCancel,
        );
        return {
          id: r.id,
          name: r.name,
          planName: plan.name,
          active: r.plan_active,
          trial: r.trial,
          blocked: plan.blocked,
        };
      }),
    };
  },
});
