import schema from '../../../../schemas/commands/ConsultarOpcoesQuantidadeColaboradores.schema.json';
import { defineCommand } from '../CommandDefinition';
import { EMPLOYEE_RANGES } from './EMPLOYEE_RANGES';

/** ConsultarOpcoesQuantidadeColaboradores -> OPCOES [{key, label}] ('1-4' -> '1 a 4', '500+' -> '500 ou mais'). */
export const consultarOpcoesQuantidadeColaboradores = defineCommand<Record<string, never>>({
  name: 'ConsultarOpcoesQuantidadeColaboradores',
  params: schema,
  async handler(ctx) {
    return {
      OPCOES: EMPLOYEE_RANGES.map((key) => {
        const [from, to] = key.replace('+', '').split('-');
        const label = to
          ? ctx.t('server.employeeRange', { from, to })
          : ctx.t('server.employeeRangeOpen', { from });
        return { key, label };
      }),
    };
  },
});
