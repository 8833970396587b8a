import schema from '../../../../schemas/commands/ConsultarDadosEmpresa.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { companyData } from './companyData';

/** ConsultarDadosEmpresa -> EMPRESA: the caller's own company, whatever is asked. */
export const consultarDadosEmpresa = defineCommand<Record<string, never>>({
  name: 'ConsultarDadosEmpresa',
  params: schema,
  async handler(ctx) {
    return { EMPRESA: await companyData(await ctx.transaction(), requireSession(ctx).companyId) };
  },
});
