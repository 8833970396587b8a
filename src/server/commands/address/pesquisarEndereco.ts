import schema from '../../../../schemas/commands/PesquisarEndereco.schema.json';
import { geocoderFor } from '../../geocoder/geocoderFor';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * PesquisarEndereco (ENDERECO) → RESULTADOS [{street, number, area, city, uf, cep, latitude, longitude,
 * fullAddress}] from the configured geocoder. Without CAMPO_GEOCODER_URL, or when the geocoder does not
 * answer, the list is empty and MESSAGES.INFORMATIONS says why (the form is then filled by hand); the
 * internet is never called unless configured. Past the company's budget of calls: RATE_LIMITED.
 */
export const pesquisarEndereco = defineCommand<{ ENDERECO: string }>({
  name: 'PesquisarEndereco',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const geocoder = geocoderFor(ctx.config);
    if (!geocoder) {
      ctx.inform(ctx.t('server.addressSearch.notConfigured'));
      return { RESULTADOS: [] };
    }
    const results = await geocoder.search(session.companyId, params.ENDERECO);
    if (results === 'RATE_LIMITED') throw new CommandFailure('RATE_LIMITED');
    if (results === 'UNAVAILABLE') {
      ctx.inform(ctx.t('server.addressSearch.unavailable'));
      return { RESULTADOS: [] };
    }
    return { RESULTADOS: results };
  },
});
