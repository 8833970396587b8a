import { sql, type Kysely } from 'kysely';

/*
 * The downloads queue (docs/downloads.md, spec 001 §4): one row per requested file of tasks, owned by the
 * user who asked. The bytes live in the FileStorage under storage_key, never in the database. `audience`
 * is the requester's viewer snapshot (admin flag, roles, work groups, MODEL level) that the generator
 * checks the forms' permissions against, so an export never shows what the screens hide. `attempts` and
 * `lease_until` let a generation interrupted by a stopped process be taken again (or failed) once its
 * lease passed. Old rows and their files are removed after CAMPO_DOWNLOAD_RETENTION_HOURS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence downloads_id_seq`.execute(db);
  await sql`
    create table downloads (
      company_id integer not null,
      id integer not null default nextval('downloads_id_seq'),
      user_id integer not null,
      format text not null check (format in ('excel', 'excelImages', 'images', 'kml', 'pdf')),
      task_ids jsonb not null,
      status text not null default 'waiting'
        check (status in ('waiting', 'generating', 'ready', 'downloading', 'done', 'error')),
      progress smallint not null default 0 check (progress between 0 and 100),
      audience jsonb not null,
      locale text not null,
      utc_offset integer not null,
      attempts integer not null default 0,
      lease_until timestamptz,
      storage_key text,
      file_name text,
      content_type text,
      size integer,
      error_code text,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      downloaded_at timestamptz,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index downloads_user_idx on downloads (company_id, user_id, id desc)`.execute(db);
  await sql`create index downloads_created_idx on downloads (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table downloads`.execute(db);
  await sql`drop sequence downloads_id_seq`.execute(db);
}
