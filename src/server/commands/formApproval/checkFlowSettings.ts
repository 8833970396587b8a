import type { Transaction } from 'kysely';
import type { ApprovalFlowSettings } from '../../../runtime/formApproval/ApprovalFlow';
import type { Database } from '../../db/Database';
import { requireCompanyRecords } from '../../db/requireCompanyRecords';
import type { CommandContext } from '../CommandContext';
import { CommandFailure } from '../CommandFailure';

/**
 * Checks a flow's settings before it is stored, in the saving transaction: responsibles are needed when
 * the flow is in use (a custom flow, or the default one turned on: APPROVAL_FLOW_RESPONSIBLES_REQUIRED),
 * a deadline in hours or days needs an amount (APPROVAL_FLOW_DEADLINE_INVALID), and every role, work group
 * and employee named must be the company's (LOOKUP_NOT_FOUND with the parameter's path).
 *
 * @example await checkFlowSettings(ctx, trx, companyId, params.FLUXO, true);
 */
export async function checkFlowSettings(
  ctx: CommandContext,
  trx: Transaction<Database>,
  companyId: number,
  flow: ApprovalFlowSettings,
  inUse: boolean,
): Promise<void> {
  if (inUse && !flow.responsibles.length) throw new CommandFailure('APPROVAL_FLOW_RESPONSIBLES_REQUIRED');
  if (flow.deadline.unit !== 'none' && flow.deadline.amount < 1)
    throw new CommandFailure('APPROVAL_FLOW_DEADLINE_INVALID');
  const idsOf = (kind: 'role' | 'squad') => flow.responsibles.filter((r) => r.kind === kind).map((r) => r.id);
  const label = ctx.t('formApproval.fields.responsibles');
  await requireCompanyRecords(trx, companyId, 'role', idsOf('role'), 'FLUXO.responsibles.[].id', label);
  await requireCompanyRecords(trx, companyId, 'squad', idsOf('squad'), 'FLUXO.responsibles.[].id', label);
  const final = flow.finalApprover;
  if (final)
    await requireCompanyRecords(
      trx,
      companyId,
      final.kind,
      [final.id],
      'FLUXO.finalApprover.id',
      ctx.t('formApproval.fields.finalApprover'),
    );
}
