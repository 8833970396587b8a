import schema from '../../../../schemas/commands/SalvarFluxoAprovacaoPadrao.schema.json';
import { sql } from 'kysely';
import type { ApprovalFlowSettings } from '../../../runtime/formApproval/ApprovalFlow';
import { followFormFlows } from '../../formApproval/followFormFlows';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { checkFlowSettings } from './checkFlowSettings';
import { flowRow } from './flowRow';
import { loadApprovalFlows } from './loadApprovalFlows';

/**
 * SalvarFluxoAprovacaoPadrao {FLUXO: settings + enabled} → PADRAO; MODEL_APPROVAL EDIT. One default flow
 * per company (partial unique index), replaced on each save; turned on it needs responsibles. Turning it
 * off approves (publishes) every pending revision of the default flow (spec 001 §4; the screen confirms).
 */
export const salvarFluxoAprovacaoPadrao = defineCommand<{
  FLUXO: ApprovalFlowSettings & { enabled: boolean };
}>({
  name: 'SalvarFluxoAprovacaoPadrao',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const flow = params.FLUXO;
    const trx = await ctx.transaction();
    await checkFlowSettings(ctx, trx, companyId, flow, flow.enabled);
    const row = { ...flowRow(flow, session.userId), enabled: flow.enabled };
    await trx
      .insertInto('form_approval_flows')
      .values({ company_id: companyId, kind: 'default', ...row })
      .onConflict((conflict) =>
        conflict
          .column('company_id')
          // A literal, not a parameter: PostgreSQL matches the partial unique index by its predicate at
          // planning time, which a generic plan (createDatabase) cannot do with a parameter.
          .where('kind', '=', sql.lit('default'))
          .doUpdateSet(row),
      )
      .execute();
    if (!flow.enabled) {
      const approved = await followFormFlows(trx, ctx.jobs, companyId, { flowKey: 0 }, { approve: true });
      if (approved) ctx.inform(ctx.t('server.revisionsAutoApproved', { count: approved }));
    }
    ctx.inform(ctx.t('server.approvalFlowSaved'));
    return { PADRAO: (await loadApprovalFlows(trx, companyId)).PADRAO };
  },
});
