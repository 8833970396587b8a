import { sql, type Kysely } from 'kysely';

/*
 * The durable job queue (docs/jobs.md, src/server/jobs/). `job_keys` holds every idempotency key ever
 * scheduled (both backends), written in the same transaction as its job. `jobs` is the embedded
 * queue used on PGlite; on PostgreSQL pg-boss keeps its jobs in its own schema and this table stays empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_keys (
      name text not null,
      key text not null,
      created_at timestamptz not null default now(),
      primary key (name, key)
    )`.execute(db);
  await sql`
    create table jobs (
      id bigint generated always as identity primary key,
      name text not null,
      payload jsonb not null,
      state text not null default 'pending' check (state in ('pending', 'done', 'failed')),
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      max_attempts integer not null,
      last_error text,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`create index jobs_due_idx on jobs (name, run_at) where state = 'pending'`.execute(db);
  await sql`create index jobs_done_idx on jobs (finished_at) where state = 'done'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table jobs`.execute(db);
  await sql`drop table job_keys`.execute(db);
}
