import schema from '../../../../schemas/commands/ReprovarRevisaoModelo.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { decideRevision } from '../../formApproval/decideRevision';
import { loadRevision } from '../../formApproval/loadRevision';
import { defineCommand } from '../CommandDefinition';

/**
 * ReprovarRevisaoModelo {ID, JUSTIFICATIVA} → REVISAO; MODEL_APPROVAL VIEW. Disapproves the revision
 * with a justification (REVISION_JUSTIFICATION_REQUIRED when blank): it goes back to its author.
 */
export const reprovarRevisaoModelo = defineCommand<{ ID: number; JUSTIFICATIVA: string }>({
  name: 'ReprovarRevisaoModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    await decideRevision(trx, ctx.jobs, viewer, params.ID, {
      kind: 'reject',
      justification: params.JUSTIFICATIVA,
    });
    ctx.inform(ctx.t('server.revisionDisapproved'));
    return { REVISAO: await loadRevision(trx, viewer, params.ID, undefined, ctx.t) };
  },
});
