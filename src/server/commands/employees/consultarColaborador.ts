import schema from '../../../../schemas/commands/ConsultarColaborador.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { deviceAssignment } from '../../tracker/deviceSetup';
import { loadEmployees } from './loadEmployees';

/**
 * ConsultarColaborador (ID: user id) → COLABORADOR (as in ListarColaboradores) and DISPOSITIVO: its tracker
 * device's setup or null (deviceAssignment); another company's: ENTITY_NOT_FOUND.
 */
export const consultarColaborador = defineCommand<{ ID: number }>({
  name: 'ConsultarColaborador',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const [employee] = await loadEmployees(trx, session.companyId, ctx.metadata, ctx.t, {
      onlyUserId: params.ID,
    });
    if (!employee) throw new CommandFailure('ENTITY_NOT_FOUND');
    const device = await trx
      .selectFrom('tracker_devices')
      .select(['id', 'unique_id'])
      .where('company_id', '=', session.companyId)
      .where('user_id', '=', params.ID)
      .where('sub_user_id', 'is', null)
      .executeTakeFirst();
    return {
      COLABORADOR: employee,
      DISPOSITIVO: deviceAssignment(ctx.config.trackerUrl, device),
    };
  },
});
