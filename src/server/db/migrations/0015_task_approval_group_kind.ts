import { sql, type Kysely } from 'kysely';

/*
 * A task's approval group is a role (permission group) or a work group (squad record): ids of the two
 * come from different sequences and may coincide, so the kind is stored beside the id (docs/tasks.md).
 * Rows written before keep a null kind, read as either, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tasks
      add column approval_group_kind text check (approval_group_kind in ('role', 'squad'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tasks drop column approval_group_kind`.execute(db);
}
