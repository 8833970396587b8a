import { sql, type Kysely } from 'kysely';

/*
 * Generic storage of every metadata entity (issue 4): one row per record, its fields in `data` (jsonb, as
 * validated by the entity's data schema), `search_text` the normalised text CMD.SEARCH looks in.
 * entity_unique_keys enforces the per-company uniqueness the metadata declares (CPF, CNPJ, item code)
 * with its primary key, so two concurrent saves cannot both win. Per-entity sort indexes are derived
 * from metadata at start (entities/ensureEntityIndexes.ts), not here, since metadata changes without
 * a migration. Trigram search needs pg_trgm: created when the server offers it (PGlite loads it in
 * createDatabase); without it CMD.SEARCH still works, by scanning.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence entity_records_id_seq`.execute(db);
  await sql`
    create table entity_records (
      company_id integer not null,
      entity text not null,
      id bigint not null default nextval('entity_records_id_seq'),
      version integer not null default 1,
      data jsonb not null,
      search_text text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by integer,
      updated_by integer,
      deleted_at timestamptz,
      primary key (company_id, entity, id)
    )`.execute(db);
  await sql`create index entity_records_data_idx on entity_records using gin (data jsonb_path_ops)`.execute(
    db,
  );
  await sql`
    create table entity_unique_keys (
      company_id integer not null,
      entity text not null,
      field text not null,
      value text not null,
      record_id bigint not null,
      primary key (company_id, entity, field, value)
    )`.execute(db);
  await sql`create index entity_unique_keys_record_idx on entity_unique_keys (company_id, entity, record_id)`.execute(
    db,
  );

  const available = await sql<{ n: number }>`
    select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!available.rows[0]?.n) return;
  // One extension per database, shared by every schema (tests run one schema per file): serialise its
  // creation and refer to its operator class by the schema it lives in.
  await sql`select pg_advisory_xact_lock(hashtext('campo_pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
  const where = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = where.rows[0]?.schema ?? 'public';
  await sql`create index entity_records_search_idx on entity_records using gin (search_text ${sql.raw(
    `"${schema}".gin_trgm_ops`,
  )})`.execute(db);
}
