import schema from '../../../../schemas/commands/AtribuirModelosFluxoAprovacao.schema.json';
import { followFormFlows } from '../../formApproval/followFormFlows';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { loadApprovalFlows } from './loadApprovalFlows';
import { requireCompanyForms } from './requireCompanyForms';
import { requireCustomFlow } from './requireCustomFlow';

/**
 * AtribuirModelosFluxoAprovacao {ID, MODELOS, QUANDO?} → FLUXO; MODEL_APPROVAL EDIT. Moves the forms (live
 * forms of the company) to the custom flow ID, from the default flow, another custom flow or out of
 * approval. A form's pending revision moves with it ('now', the default: its round's decisions reset) or
 * stays in its flow until it ends ('after_revision'; spec 001 §4); the form's next revision follows ID.
 */
export const atribuirModelosFluxoAprovacao = defineCommand<{
  ID: number;
  MODELOS: number[];
  QUANDO?: 'now' | 'after_revision';
}>({
  name: 'AtribuirModelosFluxoAprovacao',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const trx = await ctx.transaction();
    await requireCustomFlow(trx, companyId, params.ID);
    await requireCompanyForms(ctx, trx, companyId, params.MODELOS);
    const row = { flow_id: params.ID, updated_by: session.userId, updated_at: new Date() };
    await trx
      .insertInto('form_approval_assignments')
      .values(params.MODELOS.map((formId) => ({ company_id: companyId, form_id: formId, ...row })))
      .onConflict((conflict) => conflict.columns(['company_id', 'form_id']).doUpdateSet(row))
      .execute();
    if ((params.QUANDO ?? 'now') === 'now')
      await followFormFlows(trx, ctx.jobs, companyId, { formIds: params.MODELOS });
    ctx.inform(ctx.t('server.approvalFormsAssigned'));
    return { FLUXO: (await loadApprovalFlows(trx, companyId)).FLUXOS.find((f) => f.id === params.ID) };
  },
});
