import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { alertAddresses } from '../mail/alertAddresses';
import { mailJobs } from '../mail/mailJobs';
import { userNames } from './userNames';

const DISAPPROVED = 'formApproval.disapproved';

type Payload = { companyId: number; revisionId: number; round: number };

/**
 * The author's e-mail when a round of their revision is disapproved (docs/form-approval.md
 * "Transitions"), through the job queue and the mail outbox as the deadline reminder
 * (revisionDeadlineJobs). `schedule` enqueues `formApproval.disapproved` in the rejection's transaction,
 * keyed by revision and round; the job, once the rejection committed, writes the mail (the form, who
 * disapproved it, the justification, the review's link; pt-BR) to the author (an active user, by their
 * person's e-mail) through mailJobs and stamps the round's `disapproval_mailed_at` in the same
 * transaction: a copy delivered twice finds it stamped and writes nothing, so the author gets one mail.
 *
 * @example revisionDisapprovalJobs.register(services.jobs, { t: services.translate('pt-BR'), publicUrl });
 */
export const revisionDisapprovalJobs = {
  register(jobs: JobQueue, services: { t: TFunction; publicUrl: string }): void {
    jobs.work<Payload>(DISAPPROVED, async (payload, { trx }) => {
      await mailAuthor(jobs, trx, payload, services);
    });
  },
  async schedule(jobs: JobQueue, trx: Transaction<Database>, payload: Payload): Promise<void> {
    await jobs.schedule(DISAPPROVED, payload, {
      trx,
      key: `revision-${payload.revisionId}-disapproved-${payload.round}`,
    });
  },
};

async function mailAuthor(
  jobs: JobQueue,
  trx: Transaction<Database>,
  { companyId, revisionId, round }: Payload,
  services: { t: TFunction; publicUrl: string },
): Promise<void> {
  const row = await trx
    .selectFrom('form_revision_rounds as o')
    .innerJoin('form_revisions as r', (join) =>
      join.onRef('r.company_id', '=', 'o.company_id').onRef('r.id', '=', 'o.revision_id'),
    )
    .innerJoin('forms as f', (join) =>
      join.onRef('f.company_id', '=', 'r.company_id').onRef('f.id', '=', 'r.form_id'),
    )
    .select(['r.author_id', 'o.rejected_by', 'o.justification', 'o.disapproval_mailed_at', 'f.name'])
    .where('o.company_id', '=', companyId)
    .where('o.revision_id', '=', revisionId)
    .where('o.round', '=', round)
    .forUpdate('o')
    .executeTakeFirst();
  if (!row || row.disapproval_mailed_at || row.rejected_by === null) return;
  await trx
    .updateTable('form_revision_rounds')
    .set({ disapproval_mailed_at: new Date() })
    .where('company_id', '=', companyId)
    .where('revision_id', '=', revisionId)
    .where('round', '=', round)
    .execute();
  const addresses = await alertAddresses(
    trx,
    companyId,
    { employees: [row.author_id], squads: [], roles: [], emails: [], emailFields: [] },
    {},
  );
  const values = {
    form: row.name,
    reviewer: (await userNames(trx, companyId, [row.rejected_by])).get(row.rejected_by) ?? '',
    justification: row.justification ?? '',
    link: `${services.publicUrl}/#/form/approval/review/${revisionId}/${round}`,
  };
  for (const to of addresses)
    await mailJobs.schedule(jobs, trx, companyId, {
      to,
      subject: services.t('formApprovalMail.disapproved.subject', values),
      text: services.t('formApprovalMail.disapproved.body', values),
    });
}
