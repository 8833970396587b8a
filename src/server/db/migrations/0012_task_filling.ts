import { sql, type Kysely } from 'kysely';

/*
 * Filling and approving tasks (docs/tasks.md): the position the task was filled at and the out-of-area
 * justification on the task, the approval decisions (who, when, why) and the approval chat. The document
 * index finds the task of a document SalvarDocumento saves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tasks
      add column fill_latitude double precision,
      add column fill_longitude double precision,
      add column fill_accuracy double precision,
      add column fill_distance_meters double precision,
      add column out_of_area_justification text`.execute(db);
  await sql`create index tasks_document_idx on tasks (company_id, document_id)`.execute(db);
  await sql`create sequence task_approvals_id_seq`.execute(db);
  await sql`
    create table task_approvals (
      company_id integer not null,
      id integer not null default nextval('task_approvals_id_seq'),
      task_id integer not null,
      at timestamptz not null default now(),
      user_id integer not null,
      decision text not null check (decision in ('approved', 'disapproved')),
      justification text,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index task_approvals_task_idx on task_approvals (company_id, task_id, at)`.execute(db);
  await sql`create sequence task_messages_id_seq`.execute(db);
  await sql`
    create table task_messages (
      company_id integer not null,
      id integer not null default nextval('task_messages_id_seq'),
      task_id integer not null,
      at timestamptz not null default now(),
      user_id integer not null,
      text text not null,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index task_messages_task_idx on task_messages (company_id, task_id, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table task_messages`.execute(db);
  await sql`drop sequence task_messages_id_seq`.execute(db);
  await sql`drop table task_approvals`.execute(db);
  await sql`drop sequence task_approvals_id_seq`.execute(db);
  await sql`drop index tasks_document_idx`.execute(db);
  await sql`
    alter table tasks
      drop column fill_latitude,
      drop column fill_longitude,
      drop column fill_accuracy,
      drop column fill_distance_meters,
      drop column out_of_area_justification`.execute(db);
}
