import schema from '../../../../schemas/commands/ConsultarFluxosAprovacao.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { loadApprovalFlows } from './loadApprovalFlows';

/**
 * ConsultarFluxosAprovacao {} → PADRAO, FLUXOS (custom flows with their forms), FORA (forms out of
 * approval); MODEL_APPROVAL VIEW. A read: no transaction.
 */
export const consultarFluxosAprovacao = defineCommand<Record<string, never>>({
  name: 'ConsultarFluxosAprovacao',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    return { ...(await loadApprovalFlows(ctx.db, session.companyId)) };
  },
});
