import schema from '../../../../schemas/commands/AlterarStatusColaborador.schema.json';
import { forgetCompanies } from '../../access/forgetCompanies';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { callerIsCompanyAdmin } from '../../employees/callerIsCompanyAdmin';
import { checkLicence } from '../../employees/checkLicence';
import { ADMINISTRATOR_ROLE } from '../../employees/ADMINISTRATOR_ROLE';
import { loadEmployees } from './loadEmployees';

/**
 * AlterarStatusColaborador (ID, ATIVO) → COLABORADOR. Deactivating ends the employee's sessions; nobody
 * deactivates themselves (EMPLOYEE_CANNOT_DEACTIVATE_SELF) or the owner (EMPLOYEE_CANNOT_DEACTIVATE_OWNER);
 * reactivating takes a licence (PLAN_LIMIT_REACHED). Administrators' status is the company
 * administrator's to change. EMPLOYEE EDIT.
 */
export const alterarStatusColaborador = defineCommand<{ ID: number; ATIVO: boolean }>({
  name: 'AlterarStatusColaborador',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const trx = await ctx.transaction();
    const [current] = await loadEmployees(trx, companyId, ctx.metadata, ctx.t, { onlyUserId: params.ID });
    if (!current) throw new CommandFailure('ENTITY_NOT_FOUND');
    if (current.isActive === params.ATIVO) return { COLABORADOR: current };
    if (!params.ATIVO) {
      if (current.id === session.userId) throw new CommandFailure('EMPLOYEE_CANNOT_DEACTIVATE_SELF');
      if (current.isOwner) throw new CommandFailure('EMPLOYEE_CANNOT_DEACTIVATE_OWNER');
    }
    if (current.roleId === ADMINISTRATOR_ROLE && !(await callerIsCompanyAdmin(ctx)))
      throw new CommandFailure('PERMISSION_DENIED');
    if (params.ATIVO && !current.isShared) await checkLicence(trx, companyId);
    await trx
      .updateTable('users')
      .set({ active: params.ATIVO })
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID)
      .execute();
    if (!params.ATIVO) await ctx.sessions.revokeUser(trx, companyId, params.ID, ctx.afterCommit);
    forgetCompanies(ctx, [companyId]);
    return { COLABORADOR: { ...current, isActive: params.ATIVO, online: params.ATIVO && current.online } };
  },
});
