import { sql, type Kysely } from 'kysely';

/**
 * The latest round's approvals on its revision row (issue 16, docs/form-approval.md "Revisions list"):
 * `approvals` (the responsibles' approvals counted towards the minimum), `approvers` (their user ids) and
 * `final_approved` (the final approver's given), kept by the engine in the transaction of every approval,
 * new round and reset (src/server/formApproval/roundSummary.ts), so the list decides "waiting for me" and
 * counts a company's revisions from form_revisions alone: no subquery per row (whose estimated cost also
 * switched JIT on, 50-90 ms per call over 10,000 revisions). Backfilled from form_revision_approvals.
 *
 * form_revision_rounds.disapproval_mailed_at: when the author was e-mailed the round's disapproval
 * (revisionDisapprovalJobs), so a job delivered twice mails once.
 *
 * State 'cancelled': the pending revision of a deleted form is closed (ExcluirModelo), out of the list,
 * the counts and the reviews; the form restored starts a new revision on its next save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table form_revisions
      add column approvals integer not null default 0,
      add column approvers integer[] not null default '{}',
      add column final_approved boolean not null default false`.execute(db);
  await sql`
    update form_revisions r
    set approvals = s.approvals, approvers = s.approvers, final_approved = s.final_approved
    from (
      select company_id, revision_id, round,
        count(*) filter (where not final)::integer as approvals,
        coalesce(array_agg(reviewer_id order by at) filter (where not final), '{}') as approvers,
        bool_or(final) as final_approved
      from form_revision_approvals group by company_id, revision_id, round
    ) s
    where s.company_id = r.company_id and s.revision_id = r.id and s.round = r.round`.execute(db);
  await sql`alter table form_revision_rounds add column disapproval_mailed_at timestamptz`.execute(db);
  await sql`alter table form_revisions drop constraint form_revisions_state_check`.execute(db);
  await sql`
    alter table form_revisions add constraint form_revisions_state_check
      check (state in ('in_review', 'approved', 'disapproved', 'cancelled'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_revision_rounds drop column disapproval_mailed_at`.execute(db);
  await sql`delete from form_revisions where state = 'cancelled'`.execute(db);
  await sql`alter table form_revisions drop constraint form_revisions_state_check`.execute(db);
  await sql`
    alter table form_revisions add constraint form_revisions_state_check
      check (state in ('in_review', 'approved', 'disapproved'))`.execute(db);
  await sql`
    alter table form_revisions drop column approvals, drop column approvers, drop column final_approved`.execute(
    db,
  );
}
