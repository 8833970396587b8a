import schema from '../../../../schemas/commands/ConsultarGruposPermissoes.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { callerIsCompanyAdmin } from '../../employees/callerIsCompanyAdmin';
import { companyRoles } from '../../employees/companyRoles';
import { ADMINISTRATOR_ROLE } from '../../employees/ADMINISTRATOR_ROLE';

/**
 * ConsultarGruposPermissoes → GRUPOS [{id, name, type, assignable}]: the role lookup of the employee and
 * invite forms, for any employee editor (ConsultarGruposUsuario is the company administrator's). Only
 * the company administrator may give the administrator role (158): `assignable` says so. EMPLOYEE VIEW.
 */
export const consultarGruposPermissoes = defineCommand<Record<string, never>>({
  name: 'ConsultarGruposPermissoes',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const admin = await callerIsCompanyAdmin(ctx);
    const roles = await companyRoles(trx, session.companyId, ctx.metadata, ctx.t);
    return { GRUPOS: roles.map((r) => ({ ...r, assignable: admin || r.id !== ADMINISTRATOR_ROLE })) };
  },
});
