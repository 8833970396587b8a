import { sql, type Kysely } from 'kysely';

/*
 * The workflow engine (docs/workflows.md, spec 001 §4): an instance per document of a model version with a
 * workflow, pinned to that version; one run per time the flow entered a step (a redirect enters a step
 * again: a new run), with its state (waiting, expired, finished), who finished it and when, the branch a
 * decision took, a jump's justification and what the step did (tasks, e-mails) in `details`; the history
 * of every transition. At most one open run per instance (the partial unique index): a transition applied
 * twice by two workers fails instead of forking the flow. `tasks.workflow_run_id` ties a document-fill
 * step's tasks to their run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence workflow_instances_id_seq`.execute(db);
  await sql`
    create table workflow_instances (
      company_id integer not null,
      id integer not null default nextval('workflow_instances_id_seq'),
      form_id integer not null,
      form_version integer not null,
      document_id integer not null,
      status text not null default 'running' check (status in ('running', 'finished')),
      current_step_id text,
      started_by integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz,
      primary key (company_id, id),
      unique (company_id, document_id)
    )`.execute(db);
  await sql`create index workflow_instances_form_idx on workflow_instances (company_id, form_id, status)`.execute(
    db,
  );
  await sql`create sequence workflow_step_runs_id_seq`.execute(db);
  await sql`
    create table workflow_step_runs (
      company_id integer not null,
      id integer not null default nextval('workflow_step_runs_id_seq'),
      instance_id integer not null,
      step_id text not null,
      step_type text not null,
      state text not null default 'waiting' check (state in ('waiting', 'expired', 'finished')),
      started_at timestamptz not null default now(),
      due_at timestamptz,
      finished_at timestamptz,
      finished_by integer,
      branch text,
      justification text,
      details jsonb not null default '{}'::jsonb,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index workflow_step_runs_instance_idx on workflow_step_runs (company_id, instance_id, id)`.execute(
    db,
  );
  await sql`
    create unique index workflow_step_runs_open_idx on workflow_step_runs (company_id, instance_id)
    where state <> 'finished'`.execute(db);
  await sql`create sequence workflow_history_id_seq`.execute(db);
  await sql`
    create table workflow_history (
      company_id integer not null,
      id integer not null default nextval('workflow_history_id_seq'),
      instance_id integer not null,
      run_id integer,
      at timestamptz not null default now(),
      user_id integer,
      event text not null,
      step_id text,
      details jsonb not null default '{}'::jsonb,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index workflow_history_instance_idx on workflow_history (company_id, instance_id, id)`.execute(
    db,
  );
  await sql`alter table tasks add column workflow_run_id integer`.execute(db);
  await sql`
    create index tasks_workflow_run_idx on tasks (company_id, workflow_run_id)
    where workflow_run_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index tasks_workflow_run_idx`.execute(db);
  await sql`alter table tasks drop column workflow_run_id`.execute(db);
  await sql`drop table workflow_history`.execute(db);
  await sql`drop sequence workflow_history_id_seq`.execute(db);
  await sql`drop table workflow_step_runs`.execute(db);
  await sql`drop sequence workflow_step_runs_id_seq`.execute(db);
  await sql`drop table workflow_instances`.execute(db);
  await sql`drop sequence workflow_instances_id_seq`.execute(db);
}
