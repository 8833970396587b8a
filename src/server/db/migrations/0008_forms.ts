import { sql, type Kysely } from 'kysely';

/*
 * Form models and their folders (issue 5, docs/forms.md).
 *
 * form_folders: a tree (parent_id, no cycles: checked by SalvarPasta); `permissions` {roles, squads,
 * employees} (empty lists: everybody) combine with every ancestor's.
 * forms: one row per model with its state and current version; the model itself lives in form_versions,
 * one row per save, so a document keeps the version it was filled with.
 * form_edit_locks: who edits a model now (one edition per form); a lock without heartbeat for two
 * minutes is free.
 * form_serials: the counters of the models' serial global variables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence form_folders_id_seq`.execute(db);
  await sql`
    create table form_folders (
      company_id integer not null,
      id integer not null default nextval('form_folders_id_seq'),
      name text not null,
      parent_id integer,
      permissions jsonb not null default '{"roles":[],"squads":[],"employees":[]}',
      hide_forms_when_filling boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index form_folders_parent_idx on form_folders (company_id, parent_id)`.execute(db);

  await sql`create sequence forms_id_seq`.execute(db);
  await sql`
    create table forms (
      company_id integer not null,
      id integer not null default nextval('forms_id_seq'),
      name text not null,
      folder_id integer,
      state text not null default 'active' check (state in ('active', 'archived', 'deleted')),
      current_version integer not null default 1,
      v1 boolean not null default false,
      permissions jsonb not null default '{"roles":[],"squads":[],"employees":[]}',
      created_by integer,
      updated_by integer,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index forms_state_idx on forms (company_id, state, name)`.execute(db);
  await sql`create index forms_folder_idx on forms (company_id, folder_id)`.execute(db);

  await sql`
    create table form_versions (
      company_id integer not null,
      form_id integer not null,
      version integer not null,
      model jsonb not null,
      created_by integer,
      created_at timestamptz not null default now(),
      primary key (company_id, form_id, version)
    )`.execute(db);

  await sql`
    create table form_edit_locks (
      company_id integer not null,
      form_id integer not null,
      edition_uid text not null,
      user_id integer not null,
      acquired_at timestamptz not null default now(),
      heartbeat_at timestamptz not null default now(),
      primary key (company_id, form_id)
    )`.execute(db);

  await sql`
    create table form_serials (
      company_id integer not null,
      form_id integer not null,
      global_id text not null,
      last_value bigint not null default 0,
      primary key (company_id, form_id, global_id)
    )`.execute(db);

  // Pictures a model carries (auxiliary image, photo reference images, sketch background): company
  // assets any form may point at by id; the bytes are in the FileStorage under storage_key.
  await sql`
    create table form_images (
      company_id integer not null,
      id text not null,
      storage_key text not null,
      file_name text not null,
      content_type text not null,
      size integer not null,
      created_by integer not null,
      created_at timestamptz not null default now(),
      primary key (company_id, id)
    )`.execute(db);
}
