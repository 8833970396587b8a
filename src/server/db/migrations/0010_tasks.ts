import { sql, type Kysely } from 'kysely';

/*
 * Tasks (activities, docs/tasks.md): the task with every field of spec 001, its prerequisites and its
 * edit history. States late and expired are computed from due_at, never stored. The indexes serve the
 * task list (ConsultarAtividadesFlowV2): state and deadline filters, date presets, responsible, form,
 * client and unit filters, always under company_id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence tasks_id_seq`.execute(db);
  await sql`
    create table tasks (
      company_id integer not null,
      id integer not null default nextval('tasks_id_seq'),
      title text not null,
      project_id integer,
      phase_id integer,
      start_at timestamptz not null,
      due_at timestamptz,
      form_id integer not null,
      client_id integer,
      unit_id integer,
      asset_id integer,
      address jsonb,
      responsible_kind text not null check (responsible_kind in ('employee', 'squad', 'sharedCode')),
      responsible_id integer,
      responsible_code text,
      responsible_code_type text check (responsible_code_type in ('EMPLOYEE_CODE', 'CPF', 'CNPJ', 'TOKEN')),
      instructions text not null default '',
      hide_before_start boolean not null default false,
      urgent boolean not null default false,
      close_after_due boolean not null default false,
      notify_emails jsonb not null default '[]',
      use_origin jsonb not null default '{}',
      fill_in_location boolean not null default false,
      proximity_meters integer,
      show_only_near boolean not null default false,
      can_fill_out_of_area boolean not null default false,
      out_of_area_justification_required boolean not null default false,
      needs_approval boolean not null default false,
      approval_group_id integer,
      status text not null default 'planned'
        check (status in ('planned', 'in_progress', 'finished', 'cancelled', 'deleted')),
      approval text check (approval in ('pending', 'approved', 'disapproved')),
      document_id integer,
      started_at timestamptz,
      finished_at timestamptz,
      created_by integer not null,
      created_at timestamptz not null default now(),
      updated_by integer not null,
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index tasks_status_due_idx on tasks (company_id, status, due_at)`.execute(db);
  await sql`create index tasks_start_idx on tasks (company_id, start_at)`.execute(db);
  await sql`create index tasks_created_idx on tasks (company_id, created_at)`.execute(db);
  await sql`create index tasks_responsible_idx on tasks (company_id, responsible_kind, responsible_id)`.execute(
    db,
  );
  await sql`create index tasks_form_idx on tasks (company_id, form_id)`.execute(db);
  await sql`create index tasks_client_idx on tasks (company_id, client_id)`.execute(db);
  await sql`create index tasks_unit_idx on tasks (company_id, unit_id)`.execute(db);
  await sql`
    create table task_prerequisites (
      company_id integer not null,
      task_id integer not null,
      prerequisite_id integer not null,
      primary key (company_id, task_id, prerequisite_id)
    )`.execute(db);
  await sql`create index task_prerequisites_reverse_idx on task_prerequisites (company_id, prerequisite_id)`.execute(
    db,
  );
  await sql`create sequence task_history_id_seq`.execute(db);
  await sql`
    create table task_history (
      company_id integer not null,
      id integer not null default nextval('task_history_id_seq'),
      task_id integer not null,
      at timestamptz not null default now(),
      user_id integer not null,
      changes jsonb not null,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index task_history_task_idx on task_history (company_id, task_id, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table task_history`.execute(db);
  await sql`drop sequence task_history_id_seq`.execute(db);
  await sql`drop table task_prerequisites`.execute(db);
  await sql`drop table tasks`.execute(db);
  await sql`drop sequence tasks_id_seq`.execute(db);
}
