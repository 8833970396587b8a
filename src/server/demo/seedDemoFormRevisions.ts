import type { Transaction } from 'kysely';
import { diffFormModels } from '../../runtime/forms/approval/diffFormModels';
import type { Database } from '../db/Database';
import { deadlineAt } from '../formApproval/deadlineAt';
import { recordApproval } from '../formApproval/roundSummary';
import { DEMO_CUSTOM_APPROVAL_FLOW } from './demoApprovalFlows';
import { DEMO_FORM_REVISIONS } from './demoFormRevisions';

const EVERYBODY = JSON.stringify({ roles: [], squads: [], employees: [] });
const HOUR_MS = 3_600_000;

/**
 * Gives the Demo company its form revisions (demoFormRevisions.ts): the forms, in the "Segurança" folder
 * and the custom flow "Segurança do trabalho", with their versions, revisions, rounds, decisions and
 * approvals. A late revision counts as already reminded (the seed sends no mail). Idempotent: skipped
 * when Demo has the first of these forms, or has no such flow. Run after seedDemoApprovalFlows.
 *
 * @example await seedDemoFormRevisions(trx, new Date());
 */
export async function seedDemoFormRevisions(trx: Transaction<Database>, now: Date): Promise<void> {
  const demo = await trx.selectFrom('companies').select('id').where('name', '=', 'Demo').executeTakeFirst();
  if (!demo) return;
  const companyId = demo.id;
  const flow = await trx
    .selectFrom('form_approval_flows')
    .select(['id', 'deadline'])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'custom')
    .where('name', '=', DEMO_CUSTOM_APPROVAL_FLOW.name)
    .executeTakeFirst();
  const first = DEMO_FORM_REVISIONS[0]!.versions[0]!.name;
  const seeded = await trx
    .selectFrom('forms')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name', '=', first)
    .executeTakeFirst();
  if (!flow || seeded) return;
  const users = new Map(
    (
      await trx
        .selectFrom('user_logins')
        .innerJoin('users', 'users.id', 'user_logins.user_id')
        .select(['user_logins.login', 'users.id'])
        .where('users.company_id', '=', companyId)
        .execute()
    ).map((u) => [u.login, Number(u.id)]),
  );
  const author = users.get('admin@demo.campo')!;
  const folder = await trx
    .selectFrom('form_folders')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name', '=', 'Segurança')
    .executeTakeFirst();
  for (const demoForm of DEMO_FORM_REVISIONS) {
    const published = demoForm.versions[demoForm.published - 1]!;
    const form = await trx
      .insertInto('forms')
      .values({
        company_id: companyId,
        name: published.name,
        folder_id: folder?.id ?? null,
        current_version: demoForm.published,
        permissions: EVERYBODY,
        created_by: author,
        updated_by: author,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const formId = Number(form.id);
    await trx
      .insertInto('form_versions')
      .values(
        demoForm.versions.map((model, index) => ({
          company_id: companyId,
          form_id: formId,
          version: index + 1,
          model: JSON.stringify(model),
          created_by: author,
        })),
      )
      .execute();
    await trx
      .insertInto('form_approval_assignments')
      .values({ company_id: companyId, form_id: formId, flow_id: flow.id, updated_by: null })
      .execute();
    for (const revision of demoForm.revisions) {
      const at = new Date(now.getTime() - revision.hoursAgo * HOUR_MS);
      const deadline = deadlineAt(flow.deadline, at);
      const late = deadline !== null && deadline.getTime() < now.getTime();
      const created = await trx
        .insertInto('form_revisions')
        .values({
          company_id: companyId,
          form_id: formId,
          flow_id: flow.id,
          state: revision.state,
          round: 1,
          base_version: revision.base,
          proposed_version: revision.proposed,
          author_id: author,
          created_at: at,
          updated_at: at,
          deadline_at: deadline,
          reminded_at: revision.state === 'in_review' && late ? deadline : null,
          decided_at: revision.state === 'approved' ? new Date(at.getTime() + HOUR_MS) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const round = { company_id: companyId, revision_id: Number(created.id), round: 1 };
      const rejection = revision.rejection;
      const rejectedAt = new Date(at.getTime() + 2 * HOUR_MS);
      await trx
        .insertInto('form_revision_rounds')
        .values({
          ...round,
          base_version: revision.base,
          proposed_version: revision.proposed,
          created_at: at,
          rejected_by: rejection ? users.get(rejection.login)! : null,
          justification: rejection?.justification ?? null,
          rejected_at: rejection ? rejectedAt : null,
        })
        .execute();
      const adjustments = diffFormModels(
        demoForm.versions[revision.base - 1]!,
        demoForm.versions[revision.proposed - 1]!,
      );
      const decisions = [
        ...revision.approvals.flatMap((approval) =>
          adjustments.map((a) => ({
            ...round,
            adjustment_id: a.id,
            reviewer_id: users.get(approval.login)!,
            decision: 'approved' as const,
            justification: null,
            at,
          })),
        ),
        ...(rejection && adjustments[0]
          ? [
              {
                ...round,
                adjustment_id: adjustments[0].id,
                reviewer_id: users.get(rejection.login)!,
                decision: 'rejected' as const,
                justification: rejection.justification,
                at: rejectedAt,
              },
            ]
          : []),
      ];
      if (decisions.length) await trx.insertInto('form_revision_decisions').values(decisions).execute();
      for (const [index, approval] of revision.approvals.entries())
        await recordApproval(
          trx,
          round,
          users.get(approval.login)!,
          approval.final ?? false,
          new Date(at.getTime() + (index + 1) * HOUR_MS),
        );
    }
  }
}
