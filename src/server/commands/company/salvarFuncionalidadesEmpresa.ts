import schema from '../../../../schemas/commands/SalvarFuncionalidadesEmpresa.schema.json';
import { minLevel, type Level } from '../../../runtime/access/Level';
import { forgetCompanies } from '../../access/forgetCompanies';
import { companyAccessOf } from '../companyAccessOf';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * SalvarFuncionalidadesEmpresa (FUNCTIONALITIES {CODE: Level}, only the changed ones): the company
 * administrator turns functionalities off, or back on, for every user of the company. A level above the
 * plan's ceiling is refused (PERMISSION_DENIED): only the platform administrator raises a company past
 * its plan. A level equal to the ceiling removes the company's override, so the company follows its plan
 * again. Stored as company overrides (the same rows UpdateCompanyNextPermissions writes).
 */
export const salvarFuncionalidadesEmpresa = defineCommand<{ FUNCTIONALITIES: Record<string, Level> }>({
  name: 'SalvarFuncionalidadesEmpresa',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const company = await companyAccessOf(ctx, session.companyId);
    const known = new Map(ctx.metadata.functionalities.map((f) => [f.code, f]));
    const changes = Object.entries(params.FUNCTIONALITIES);
    for (const [code, level] of changes) {
      const definition = known.get(code);
      if (!definition || definition.neverActive) throw new CommandFailure('PERMISSION_DENIED');
      const ceiling = company.planCeilings[code] ?? 'EDIT';
      if (minLevel(level, ceiling) !== level) throw new CommandFailure('PERMISSION_DENIED');
    }
    const trx = await ctx.transaction();
    for (const [code, level] of changes) {
      await trx
        .deleteFrom('company_permission_overrides')
        .where('company_id', '=', session.companyId)
        .where('kind', '=', 'F')
        .where('code', '=', code)
        .execute();
      if (level !== (company.planCeilings[code] ?? 'EDIT'))
        await trx
          .insertInto('company_permission_overrides')
          .values({ company_id: session.companyId, kind: 'F', code, level, limit_value: null })
          .execute();
    }
    forgetCompanies(ctx, [session.companyId]);
    ctx.inform(ctx.t('server.permissionsSaved'));
  },
});
