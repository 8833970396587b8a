import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ListarUsuariosRotativos.schema.json';
import { limitState } from '../../../runtime/plans/limitState';
import { deviceAssignment } from '../../tracker/deviceSetup';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { OPEN_ACCESS_MS, rotaryStatus } from './rotaryStatus';

/**
 * ListarUsuariosRotativos → USUARIOS [{id, name, code, status, accessesLastMonth, activatedAt, DISPOSITIVO}]
 * by name (DISPOSITIVO: the person's tracker device as ConsultarColaborador's, deviceAssignment, or null),
 * and ACESSOS_MES: the LimitState of the company's accesses over the last month against its
 * rotary-accesses-per-month limit (null: unlimited). EMPLOYEE VIEW.
 */
export const listarUsuariosRotativos = defineCommand<Record<string, never>>({
  name: 'ListarUsuariosRotativos',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const trx = await ctx.transaction();
    const monthAgo = sql<Date>`now() - interval '1 month'`;
    const subs = await trx
      .selectFrom('shared_sub_users as s')
      .leftJoin('tracker_devices as d', (join) =>
        join.onRef('d.company_id', '=', 's.company_id').onRef('d.sub_user_id', '=', 's.id'),
      )
      .select((eb) => [
        'd.id as device_id',
        'd.unique_id as device_identifier',
        's.id',
        's.name',
        's.access_code',
        's.disabled',
        's.activated_at',
        's.completed_at',
        eb
          .selectFrom('shared_sub_user_accesses as a')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('a.company_id', '=', 's.company_id')
          .whereRef('a.sub_user_id', '=', 's.id')
          .where('a.started_at', '>', monthAgo)
          .as('month'),
        eb
          .selectFrom('shared_sub_user_accesses as a')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('a.company_id', '=', 's.company_id')
          .whereRef('a.sub_user_id', '=', 's.id')
          .where('a.ended_at', 'is', null)
          .where('a.started_at', '>', new Date(Date.now() - OPEN_ACCESS_MS))
          .as('open'),
      ])
      .where('s.company_id', '=', companyId)
      .orderBy('s.name')
      .orderBy('s.id')
      .execute();
    const company = await trx
      .selectFrom('companies')
      .select('rotary_accesses_per_month')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    const used = subs.reduce((sum, s) => sum + Number(s.month ?? 0), 0);
    const limit = limitState(company.rotary_accesses_per_month, used);
    return {
      USUARIOS: subs.map((s) => ({
        id: s.id,
        name: s.name,
        code: s.access_code,
        status: rotaryStatus(
          { disabled: s.disabled, activatedAt: s.activated_at, completedAt: s.completed_at },
          Number(s.open ?? 0) > 0,
          limit.limitExceeded,
        ),
        accessesLastMonth: Number(s.month ?? 0),
        activatedAt: s.activated_at ? new Date(s.activated_at).toISOString() : null,
        DISPOSITIVO: deviceAssignment(ctx.config.trackerUrl, {
          id: s.device_id,
          unique_id: s.device_identifier,
        }),
      })),
      ACESSOS_MES: limit,
    };
  },
});
