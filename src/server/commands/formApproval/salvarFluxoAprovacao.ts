import schema from '../../../../schemas/commands/SalvarFluxoAprovacao.schema.json';
import type { ApprovalFlowSettings } from '../../../runtime/formApproval/ApprovalFlow';
import { forgetCompanies } from '../../access/forgetCompanies';
import { refuseAtLimit } from '../../access/refuseAtLimit';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { companyAccessOf } from '../companyAccessOf';
import { requireSession } from '../requireSession';
import { checkFlowSettings } from './checkFlowSettings';
import { flowRow } from './flowRow';
import { loadApprovalFlows } from './loadApprovalFlows';

/**
 * SalvarFluxoAprovacao {ID?, FLUXO: settings + name} → FLUXO; MODEL_APPROVAL EDIT. Without ID creates a
 * custom flow, refused past the plan limit `model_approval` (PLAN_LIMIT_REACHED with LIMIT_KEY and the
 * LimitState, counted under the company row's lock so two creations cannot both pass); with ID edits the
 * company's custom flow (ENTITY_NOT_FOUND otherwise). Names are unique per company
 * (APPROVAL_FLOW_NAME_TAKEN).
 */
export const salvarFluxoAprovacao = defineCommand<{
  ID?: number;
  FLUXO: ApprovalFlowSettings & { name: string };
}>({
  name: 'SalvarFluxoAprovacao',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const flow = params.FLUXO;
    const name = flow.name.trim();
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const company = params.ID === undefined ? await companyAccessOf(ctx, companyId) : null;
    const trx = await ctx.transaction();
    await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
    if (company) await refuseAtLimit(trx, companyId, 'model_approval', company.limits.model_approval);
    await checkFlowSettings(ctx, trx, companyId, flow, true);
    const clash = await trx
      .selectFrom('form_approval_flows')
      .select('id')
      .where('company_id', '=', companyId)
      .where('kind', '=', 'custom')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .$if(params.ID !== undefined, (q) => q.where('id', '!=', params.ID!))
      .executeTakeFirst();
    if (clash) throw new CommandFailure('APPROVAL_FLOW_NAME_TAKEN');
    const row = { ...flowRow(flow, session.userId), name };
    let id: number;
    if (params.ID === undefined) {
      const created = await trx
        .insertInto('form_approval_flows')
        .values({ company_id: companyId, kind: 'custom', ...row })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(created.id);
      forgetCompanies(ctx, [companyId]);
    } else {
      const updated = await trx
        .updateTable('form_approval_flows')
        .set(row)
        .where('company_id', '=', companyId)
        .where('id', '=', params.ID)
        .where('kind', '=', 'custom')
        .executeTakeFirst();
      if (!updated.numUpdatedRows) throw new CommandFailure('ENTITY_NOT_FOUND');
      id = params.ID;
    }
    ctx.inform(ctx.t('server.approvalFlowSaved'));
    const flows = await loadApprovalFlows(trx, companyId);
    return { FLUXO: flows.FLUXOS.find((f) => f.id === id) };
  },
});
