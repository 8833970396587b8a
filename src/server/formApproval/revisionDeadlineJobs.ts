import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { alertAddresses } from '../mail/alertAddresses';
import { mailJobs } from '../mail/mailJobs';
import { flowKeyOf, loadRevisionFlows } from './RevisionFlow';

const DEADLINE = 'formApproval.deadline';

type Payload = { companyId: number; revisionId: number };

/**
 * A revision's deadline (docs/form-approval.md "Deadline"). `schedule` enqueues `formApproval.deadline`
 * at the round's deadline, in the caller's transaction, keyed by revision and deadline (a round, or a
 * move to another flow, sets a new one). The job, at that time: a revision still in review, past its
 * deadline and not yet reminded is stamped `reminded_at` and its flow's responsibles are e-mailed
 * through the mail outbox (mailJobs), once: a copy delivered twice, or a deadline job of an older round,
 * finds it reminded (or not late) and does nothing. Lateness itself is read from `deadline_at`.
 *
 * @example revisionDeadlineJobs.register(services.jobs, { t: services.translate('pt-BR'), publicUrl });
 */
export const revisionDeadlineJobs = {
  register(jobs: JobQueue, services: { t: TFunction; publicUrl: string }): void {
    jobs.work<Payload>(DEADLINE, async ({ companyId, revisionId }, { trx }) => {
      await remindLate(jobs, trx, companyId, revisionId, services);
    });
  },
  async schedule(
    jobs: JobQueue,
    trx: Transaction<Database>,
    companyId: number,
    revisionId: number,
    deadline: Date | null,
  ): Promise<void> {
    if (!deadline) return;
    await jobs.schedule(
      DEADLINE,
      { companyId, revisionId },
      { trx, runAt: deadline, key: `revision-${revisionId}-${deadline.toISOString()}` },
    );
  },
};

async function remindLate(
  jobs: JobQueue,
  trx: Transaction<Database>,
  companyId: number,
  revisionId: number,
  services: { t: TFunction; publicUrl: string },
): Promise<void> {
  const now = new Date();
  const revision = await trx
    .selectFrom('form_revisions as r')
    .innerJoin('forms as f', (join) =>
      join.onRef('f.company_id', '=', 'r.company_id').onRef('f.id', '=', 'r.form_id'),
    )
    .select(['r.flow_id', 'r.round', 'r.deadline_at', 'r.reminded_at', 'r.state', 'f.name'])
    .where('r.company_id', '=', companyId)
    .where('r.id', '=', revisionId)
    .forUpdate('r')
    .executeTakeFirst();
  if (!revision || revision.state !== 'in_review' || revision.reminded_at || !revision.deadline_at) return;
  if (new Date(revision.deadline_at).getTime() > now.getTime()) return;
  await trx
    .updateTable('form_revisions')
    .set({ reminded_at: now })
    .where('company_id', '=', companyId)
    .where('id', '=', revisionId)
    .execute();
  const flow = (await loadRevisionFlows(trx, companyId)).get(flowKeyOf(revision.flow_id));
  if (!flow) return;
  const idsOf = (kind: 'role' | 'squad') => flow.responsibles.filter((r) => r.kind === kind).map((r) => r.id);
  const addresses = await alertAddresses(
    trx,
    companyId,
    { employees: [], squads: idsOf('squad'), roles: idsOf('role'), emails: [], emailFields: [] },
    {},
  );
  const values = {
    form: revision.name,
    link: `${services.publicUrl}/#/form/approval/review/${revisionId}/${revision.round}`,
  };
  for (const to of addresses)
    await mailJobs.schedule(jobs, trx, companyId, {
      to,
      subject: services.t('formApprovalMail.late.subject', values),
      text: services.t('formApprovalMail.late.body', values),
    });
}
