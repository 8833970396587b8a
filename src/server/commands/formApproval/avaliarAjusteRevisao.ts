import schema from '../../../../schemas/commands/AvaliarAjusteRevisao.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { decideRevision } from '../../formApproval/decideRevision';
import { loadRevision } from '../../formApproval/loadRevision';
import { defineCommand } from '../CommandDefinition';

interface Params {
  ID: number;
  AJUSTE: string;
  DECISAO: 'approved' | 'rejected';
  JUSTIFICATIVA?: string;
}

/**
 * AvaliarAjusteRevisao {ID, AJUSTE, DECISAO, JUSTIFICATIVA?} → REVISAO; MODEL_APPROVAL VIEW. A
 * responsible's (or the final approver's) decision on one adjustment; 'rejected' needs JUSTIFICATIVA and
 * sends the revision back to its author, disapproved (decideRevision).
 */
export const avaliarAjusteRevisao = defineCommand<Params>({
  name: 'AvaliarAjusteRevisao',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    await decideRevision(trx, ctx.jobs, viewer, params.ID, {
      kind: 'adjustment',
      adjustmentId: params.AJUSTE,
      decision: params.DECISAO,
      justification: params.JUSTIFICATIVA,
    });
    if (params.DECISAO === 'rejected') ctx.inform(ctx.t('server.revisionDisapproved'));
    return { REVISAO: await loadRevision(trx, viewer, params.ID, undefined, ctx.t) };
  },
});
