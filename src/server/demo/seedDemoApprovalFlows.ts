import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import { DEMO_CUSTOM_APPROVAL_FLOW, DEMO_DEFAULT_APPROVAL_FLOW } from './demoApprovalFlows';

/**
 * Gives the Demo company its approval flows (demoApprovalFlows.ts): the default flow and a custom flow
 * with a final approval holding the safety inspection form. Idempotent: skipped when Demo already has a
 * flow. Run after seedDemoForms.
 *
 * @example await seedDemoApprovalFlows(trx);
 */
export async function seedDemoApprovalFlows(trx: Transaction<Database>): Promise<void> {
  const demo = await trx.selectFrom('companies').select('id').where('name', '=', 'Demo').executeTakeFirst();
  if (!demo) return;
  const companyId = demo.id;
  const existing = await trx
    .selectFrom('form_approval_flows')
    .select('id')
    .where('company_id', '=', companyId)
    .limit(1)
    .execute();
  if (existing.length) return;
  const custom = DEMO_CUSTOM_APPROVAL_FLOW;
  const approver = await trx
    .selectFrom('user_logins')
    .select('user_id')
    .where('login', '=', custom.finalApproverLogin)
    .executeTakeFirstOrThrow();
  const form = await trx
    .selectFrom('forms')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name', '=', custom.formName)
    .executeTakeFirst();
  const flow = DEMO_DEFAULT_APPROVAL_FLOW;
  await trx
    .insertInto('form_approval_flows')
    .values({
      company_id: companyId,
      kind: 'default',
      enabled: flow.enabled,
      responsibles: JSON.stringify(flow.responsibles),
      min_approvals: flow.minApprovals,
      final_approver: null,
      deadline: JSON.stringify(flow.deadline),
      updated_by: null,
    })
    .execute();
  const created = await trx
    .insertInto('form_approval_flows')
    .values({
      company_id: companyId,
      kind: 'custom',
      name: custom.name,
      responsibles: JSON.stringify(custom.settings.responsibles),
      min_approvals: custom.settings.minApprovals,
      final_approver: JSON.stringify({ kind: 'employee', id: Number(approver.user_id) }),
      deadline: JSON.stringify(custom.settings.deadline),
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (form)
    await trx
      .insertInto('form_approval_assignments')
      .values({ company_id: companyId, form_id: form.id, flow_id: created.id, updated_by: null })
      .execute();
}
