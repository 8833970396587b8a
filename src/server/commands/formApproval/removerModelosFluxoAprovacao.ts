import schema from '../../../../schemas/commands/RemoverModelosFluxoAprovacao.schema.json';
import { followFormFlows } from '../../formApproval/followFormFlows';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { loadApprovalFlows } from './loadApprovalFlows';
import { requireCompanyForms } from './requireCompanyForms';

/**
 * RemoverModelosFluxoAprovacao {MODELOS, DESTINO} → the flows as ConsultarFluxosAprovacao; MODEL_APPROVAL
 * EDIT. DESTINO 'default': the forms follow the default flow again; 'none': they leave approval (the
 * screen confirms first: spec 001 §4, irreversible). Their pending revisions follow them: to the default
 * flow when it is on, approved automatically (published) when the forms leave approval or the default
 * flow is off (followFormFlows).
 */
export const removerModelosFluxoAprovacao = defineCommand<{ MODELOS: number[]; DESTINO: 'default' | 'none' }>(
  {
    name: 'RemoverModelosFluxoAprovacao',
    params: schema,
    async handler(ctx, params) {
      const session = requireSession(ctx);
      const companyId = session.companyId;
      const trx = await ctx.transaction();
      await requireCompanyForms(ctx, trx, companyId, params.MODELOS);
      if (params.DESTINO === 'default')
        await trx
          .deleteFrom('form_approval_assignments')
          .where('company_id', '=', companyId)
          .where('form_id', 'in', params.MODELOS)
          .execute();
      else {
        const row = { flow_id: null, updated_by: session.userId, updated_at: new Date() };
        await trx
          .insertInto('form_approval_assignments')
          .values(params.MODELOS.map((formId) => ({ company_id: companyId, form_id: formId, ...row })))
          .onConflict((conflict) => conflict.columns(['company_id', 'form_id']).doUpdateSet(row))
          .execute();
      }
      const approved = await followFormFlows(trx, ctx.jobs, companyId, { formIds: params.MODELOS });
      ctx.inform(ctx.t('server.approvalFormsRemoved'));
      if (approved) ctx.inform(ctx.t('server.revisionsAutoApproved', { count: approved }));
      return { ...(await loadApprovalFlows(trx, companyId)) };
    },
  },
);
