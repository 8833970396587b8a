import schema from '../../../../schemas/commands/ConsultarFuncionalidadesEmpresa.schema.json';
import { companyAccessOf } from '../companyAccessOf';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';

/**
 * ConsultarFuncionalidadesEmpresa -> FUNCIONALIDADES [{code, category, toggle, ceiling, level}]: what the
 * plan allows and what the company uses (its own override, else the plan's ceiling). Goods and services
 * (never active) are left out.
 */
export const consultarFuncionalidadesEmpresa = defineCommand<Record<string, never>>({
  name: 'ConsultarFuncionalidadesEmpresa',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    const company = await companyAccessOf(ctx, session.companyId);
    return {
      FUNCIONALIDADES: ctx.metadata.functionalities
        .filter((f) => !f.neverActive)
        .map((f) => {
          const ceiling = company.planCeilings[f.code] ?? 'EDIT';
          return {
            code: f.code,
            category: f.category,
            toggle: f.toggle ?? false,
            ceiling,
            level: company.companyOverrides[f.code] ?? ceiling,
          };
        }),
    };
  },
});
