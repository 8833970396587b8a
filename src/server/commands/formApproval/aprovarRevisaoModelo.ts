import schema from '../../../../schemas/commands/AprovarRevisaoModelo.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { decideRevision } from '../../formApproval/decideRevision';
import { loadRevision } from '../../formApproval/loadRevision';
import { defineCommand } from '../CommandDefinition';

/**
 * AprovarRevisaoModelo {ID} → REVISAO, PUBLICADA; MODEL_APPROVAL VIEW. The caller's approval (every
 * adjustment it had not decided approved); publishes the proposed version once the flow's minimum and
 * final approval are in (decideRevision), irreversibly.
 */
export const aprovarRevisaoModelo = defineCommand<{ ID: number }>({
  name: 'AprovarRevisaoModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const { published } = await decideRevision(trx, ctx.jobs, viewer, params.ID, { kind: 'approve' });
    ctx.inform(ctx.t(published ? 'server.revisionPublished' : 'server.revisionApproved'));
    return { REVISAO: await loadRevision(trx, viewer, params.ID, undefined, ctx.t), PUBLICADA: published };
  },
});
