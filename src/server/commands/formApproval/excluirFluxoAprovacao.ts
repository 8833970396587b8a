import schema from '../../../../schemas/commands/ExcluirFluxoAprovacao.schema.json';
import { forgetCompanies } from '../../access/forgetCompanies';
import { followFormFlows } from '../../formApproval/followFormFlows';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { requireCustomFlow } from './requireCustomFlow';

/**
 * ExcluirFluxoAprovacao {ID} → {}; MODEL_APPROVAL EDIT. Deletes the company's custom flow; its forms
 * return to the default flow (their assignment rows go with it, by the foreign key's cascade), and so do
 * its pending revisions: into the default flow when it is on, approved automatically (published) when it
 * is off; a revision whose form already moved on (after_revision) follows its form (followFormFlows).
 */
export const excluirFluxoAprovacao = defineCommand<{ ID: number }>({
  name: 'ExcluirFluxoAprovacao',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const trx = await ctx.transaction();
    await requireCustomFlow(trx, companyId, params.ID);
    await trx
      .deleteFrom('form_approval_flows')
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID)
      .execute();
    const approved = await followFormFlows(trx, ctx.jobs, companyId, { flowKey: params.ID });
    if (approved) ctx.inform(ctx.t('server.revisionsAutoApproved', { count: approved }));
    forgetCompanies(ctx, [companyId]);
    ctx.inform(ctx.t('server.approvalFlowDeleted'));
    return {};
  },
});
