import { sql, type Kysely } from 'kysely';

// Fallback when the server lacks unaccent: the accented Latin letters Portuguese and Spanish use.
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ';
const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';

/*
 * Searches that ignore accents (the task list's BUSCA): `unaccented(text)` strips them with the unaccent
 * extension (PGlite loads it in createDatabase). The wrapper lives in our schema and names the
 * extension's schema itself, so it works whatever the search_path (tests run one schema per file, the
 * extension is one per database) and is immutable, so an index may use it later. A server without
 * unaccent gets the same function over translate(), for the common accented letters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const available = await sql<{ n: number }>`
    select count(*)::int as n from pg_available_extensions where name = 'unaccent'`.execute(db);
  if (!available.rows[0]?.n) {
    await sql`
      create or replace function unaccented(value text) returns text
      language sql immutable parallel safe strict
      as ${sql.lit(`select translate(value, '${ACCENTED}', '${PLAIN}')`)}`.execute(db);
    return;
  }
  // One extension per database, shared by every schema: serialise its creation (as pg_trgm, 0003).
  await sql`select pg_advisory_xact_lock(hashtext('campo_unaccent'))`.execute(db);
  await sql`create extension if not exists unaccent schema public`.execute(db);
  const where = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  const schema = `"${(where.rows[0]?.schema ?? 'public').replace(/"/g, '""')}"`;
  await sql`
    create or replace function unaccented(value text) returns text
    language sql immutable parallel safe strict
    as ${sql.lit(`select ${schema}.unaccent('${schema.replace(/'/g, "''")}.unaccent'::regdictionary, value)`)}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists unaccented(text)`.execute(db);
}
