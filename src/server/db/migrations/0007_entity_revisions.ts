import { sql, type Kysely } from 'kysely';

/*
 * Change tracking for the in-memory list index (entities/EntityListIndex.ts). Every write to an
 * entity's records takes the next value of its company's entity_revisions row (row-locked until commit,
 * so revisions commit in order) and stamps it on the rows it writes; a reader that has seen revision R
 * catches up by reading the rows stamped after R, never missing one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table entity_revisions (
      company_id integer not null,
      entity text not null,
      revision bigint not null default 0,
      primary key (company_id, entity)
    )`.execute(db);
  await sql`alter table entity_records add column revision bigint not null default 0`.execute(db);
  await sql`create index entity_records_revision_idx on entity_records (company_id, entity, revision)`.execute(
    db,
  );
}
