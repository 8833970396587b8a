import schema from '../../../../schemas/commands/AtribuirModelosFluxoAprovacao.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { loadApprovalFlows } from './loadApprovalFlows';
import { requireCompanyForms } from './requireCompanyForms';
import { requireCustomFlow } from './requireCustomFlow';

/**
 * AtribuirModelosFluxoAprovacao {ID, MODELOS} → FLUXO; MODEL_APPROVAL EDIT. Moves the forms (live forms of
 * the company) to the custom flow ID, from the default flow, another custom flow or out of approval.
 */
export const atribuirModelosFluxoAprovacao = defineCommand<{ ID: number; MODELOS: number[] }>({
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
    ctx.inform(ctx.t('server.approvalFormsAssigned'));
    return { FLUXO: (await loadApprovalFlows(trx, companyId)).FLUXOS.find((f) => f.id === params.ID) };
  },
});
