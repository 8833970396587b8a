import schema from '../../../../schemas/commands/ConsultarRevisoesModelo.schema.json';
import { readAudienceViewer } from '../../access/readAudienceViewer';
import { listRevisions, type RevisionFilter } from '../../formApproval/listRevisions';
import { defineCommand } from '../CommandDefinition';

/**
 * ConsultarRevisoesModelo {FILTRO?, PAGINA?, TAMANHO?} → REVISOES (newest first), TOTAL (with the
 * filter), CONTAGEM (the company's, no filter); MODEL_APPROVAL VIEW. A read: no transaction.
 */
export const consultarRevisoesModelo = defineCommand<{
  FILTRO?: RevisionFilter;
  PAGINA?: number;
  TAMANHO?: number;
}>({
  name: 'ConsultarRevisoesModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer } = await readAudienceViewer(ctx);
    return listRevisions(
      ctx.db,
      viewer,
      params.FILTRO ?? {},
      params.PAGINA ?? 1,
      params.TAMANHO ?? 25,
      ctx.t,
    );
  },
});
