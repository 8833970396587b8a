import { sql, type Kysely } from 'kysely';

/*
 * Filled forms (docs/forms.md): `documents` keep the model version they were filled with (and the
 * answers to the chosen options' action plans in `plans`), and
 * `document_files` the uploads of their file fields (bytes in the FileStorage under storage_key; a row
 * with document_id null is an upload no saved document uses yet). Webhook deliveries gain the model's
 * own headers, so a finished document's webhook goes through the same queue as the company webhooks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence documents_id_seq`.execute(db);
  await sql`
    create table documents (
      company_id integer not null,
      id integer not null default nextval('documents_id_seq'),
      form_id integer not null,
      form_version integer not null,
      "values" jsonb not null,
      header jsonb not null default '{}',
      plans jsonb not null default '{}',
      globals jsonb not null default '{}',
      finished boolean not null default false,
      score numeric,
      created_by integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index documents_form_idx on documents (company_id, form_id, id)`.execute(db);
  await sql`
    create table document_files (
      company_id integer not null,
      id text not null,
      document_id integer,
      form_id integer not null,
      field_id text not null,
      storage_key text not null,
      file_name text not null,
      content_type text not null,
      size integer not null,
      created_by integer not null,
      created_at timestamptz not null default now(),
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index document_files_document_idx on document_files (company_id, document_id)`.execute(db);
  await sql`alter table webhook_deliveries add column headers jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table webhook_deliveries drop column headers`.execute(db);
  await sql`drop table document_files`.execute(db);
  await sql`drop table documents`.execute(db);
  await sql`drop sequence documents_id_seq`.execute(db);
}
