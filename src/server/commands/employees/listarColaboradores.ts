import schema from '../../../../schemas/commands/ListarColaboradores.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { loadEmployees } from './loadEmployees';

/**
 * ListarColaboradores (ATIVO?) → COLABORADORES: the caller's company's users for the employee list, each
 * {id (user), personId, name, surname, phone, email, roleId, role, isActive, isShared, isOwner, lastLogin,
 * online}. EMPLOYEE VIEW.
 */
export const listarColaboradores = defineCommand<{ ATIVO?: boolean }>({
  name: 'ListarColaboradores',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    return {
      COLABORADORES: await loadEmployees(trx, session.companyId, ctx.metadata, ctx.t, {
        active: params.ATIVO,
      }),
    };
  },
});
