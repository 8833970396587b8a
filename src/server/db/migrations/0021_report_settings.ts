import { sql, type Kysely } from 'kysely';

/**
 * report_settings: a company's report settings (spec 001 §3 "Report settings"; schema
 * campo:forms/reportSettings), one row per company, written by SalvarConfiguracoesRelatorio; a company
 * without a row prints with DEFAULT_REPORT_SETTINGS (loadReportSettings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table report_settings (
      company_id integer primary key,
      settings jsonb not null,
      updated_by integer,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table report_settings`.execute(db);
}
