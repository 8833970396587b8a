import schema from '../../../../schemas/commands/ConsultarCep.schema.json';
import { isValidCep } from '../../../runtime/validators/isValidCep';
import { cepLookupFor } from '../../cep/cepLookupFor';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * ConsultarCep (CEP) → ENDERECO {cep, street, district, city, state, country} or null, and MENSAGEM,
 * the sentence the form shows under the CEP: filled (check number and complement), CEP not found, or
 * the provider (CAMPO_CEP_URL) not configured or unreachable, in which case the user types the address
 * by hand. A malformed CEP is INVALID_CEP, the message of the CEP fields' own check.
 */
export const consultarCep = defineCommand<{ CEP: string }>({
  name: 'ConsultarCep',
  params: schema,
  async handler(ctx, params) {
    requireSession(ctx);
    if (!isValidCep(params.CEP)) throw new CommandFailure('INVALID_CEP');
    const lookup = cepLookupFor(ctx.config);
    if (!lookup) return { ENDERECO: null, MENSAGEM: ctx.t('server.cep.notConfigured') };
    const found = await lookup.find(params.CEP);
    if (found === 'UNAVAILABLE') return { ENDERECO: null, MENSAGEM: ctx.t('server.cep.unavailable') };
    if (found === 'NOT_FOUND') return { ENDERECO: null, MENSAGEM: ctx.t('server.cep.notFound') };
    return { ENDERECO: found, MENSAGEM: ctx.t('server.cep.filled') };
  },
});
