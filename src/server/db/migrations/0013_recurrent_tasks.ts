import { sql, type Kysely } from 'kysely';

/*
 * Recurrent tasks (docs/tasks.md): a template (the fields SalvarAtividade takes, without dates and
 * prerequisites, as `template` jsonb, plus title and form for lists), its recurrence rule
 * (src/runtime/tasks/recurrence.ts), the caller's UTC offset its local dates are in, and how far its
 * occurrences were generated. A generated task carries its template and local occurrence date; the unique
 * key makes a second generation of the same date (a job run twice, a restart) insert nothing. Ordinary
 * tasks have null there, and nulls never collide.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence recurrent_tasks_id_seq`.execute(db);
  await sql`
    create table recurrent_tasks (
      company_id integer not null,
      id integer not null default nextval('recurrent_tasks_id_seq'),
      title text not null,
      form_id integer not null,
      template jsonb not null,
      rule jsonb not null,
      utc_offset integer not null,
      active boolean not null default true,
      generated_until date,
      created_by integer not null,
      created_at timestamptz not null default now(),
      updated_by integer not null,
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index recurrent_tasks_active_idx on recurrent_tasks (company_id, id) where active`.execute(
    db,
  );
  await sql`alter table tasks add column recurrent_id integer, add column occurrence_date date`.execute(db);
  await sql`
    alter table tasks add constraint tasks_occurrence_key unique (company_id, recurrent_id, occurrence_date)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tasks drop constraint tasks_occurrence_key`.execute(db);
  await sql`alter table tasks drop column recurrent_id, drop column occurrence_date`.execute(db);
  await sql`drop table recurrent_tasks`.execute(db);
  await sql`drop sequence recurrent_tasks_id_seq`.execute(db);
}
