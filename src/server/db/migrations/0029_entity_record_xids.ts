import { sql, type Kysely } from 'kysely';
import * as entityRevisions from './0007_entity_revisions';

/*
 * Change tracking for the in-memory list index (entities/EntityListIndex.ts) without a lock (issue 13).
 * Migration 0007 had every write of a company's entity take the next value of one entity_revisions row,
 * row-locked until the commit so revisions committed in order: under 200 sessions every client created
 * queued on that row (62 ms a save on average, holding pooled connections meanwhile). Now each row
 * carries the id of the transaction that last wrote it (`xid`, set on insert by default and on update by
 * a trigger, so no writer can forget it), and a reader catches up on the rows written by transactions
 * at or after the oldest one still running when it last looked (its snapshot's xmin): a transaction
 * that commits late has an id at or after that point, so it is never missed, and nothing waits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table entity_records add column xid xid8 not null default pg_current_xact_id()`.execute(db);
  await sql`create index entity_records_xid_idx on entity_records (company_id, entity, xid)`.execute(db);
  await sql`
    create function entity_records_stamp_xid() returns trigger language plpgsql as $$
    begin
      new.xid := pg_current_xact_id();
      return new;
    end $$`.execute(db);
  await sql`
    create trigger entity_records_stamp_xid before update on entity_records
    for each row execute function entity_records_stamp_xid()`.execute(db);
  await sql`drop index entity_records_revision_idx`.execute(db);
  await sql`alter table entity_records drop column revision`.execute(db);
  await sql`drop table entity_revisions`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to migration 0007's table, column and index (a migration is never edited, so its own up is it).
  await entityRevisions.up(db);
  await sql`drop trigger entity_records_stamp_xid on entity_records`.execute(db);
  await sql`drop function entity_records_stamp_xid()`.execute(db);
  await sql`drop index entity_records_xid_idx`.execute(db);
  await sql`alter table entity_records drop column xid`.execute(db);
}
