import { sql, type Kysely } from 'kysely';

/*
 * Public sharing of a record (asset ticket, spec 001 section 6): one row per shared record. The token
 * begins with the company id (`<company>-<random>`), so the public lookup stays on one tenant's key.
 * The token is kept as is (the link is shown again to the record's editors); the optional password
 * only as its scrypt hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table entity_shares (
      company_id integer not null,
      entity text not null,
      record_id bigint not null,
      token text not null,
      enabled boolean not null default true,
      password_hash text,
      updated_at timestamptz not null default now(),
      updated_by integer,
      primary key (company_id, entity, record_id)
    )`.execute(db);
  await sql`create unique index entity_shares_token_idx on entity_shares (company_id, token)`.execute(db);
}
