import schema from '../../../../schemas/commands/ConsultarColaborador.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { loadEmployees } from './loadEmployees';

/** ConsultarColaborador (ID: user id) → COLABORADOR (as in ListarColaboradores); another company's: ENTITY_NOT_FOUND. */
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
    return { COLABORADOR: employee };
  },
});
