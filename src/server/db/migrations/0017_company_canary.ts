import { sql, type Kysely } from 'kysely';

/*
 * A company on the canary channel (ConsultarUsuarioLogado's IS_CANARY, spec 000 section 5): set by the
 * platform for the companies that try a release first. Every company starts off it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column is_canary boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column is_canary`.execute(db);
}
