import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { ServerMetadata } from '../metadata/ServerMetadata';
import { entitiesOf } from './entitiesOf';
import { sortExpression } from './sortExpression';

const done = new WeakMap<Kysely<Database>, WeakMap<ServerMetadata, Promise<void>>>();

/**
 * One partial index per entity and sortable field, `(company_id, <sort expression>, id) where entity =
 * '<name>' and deleted_at is null`, so a page of a sorted list reads 50 index entries whatever the
 * table holds. Derived from metadata (a new sortable field needs no migration), idempotent (IF NOT
 * EXISTS) and run once per database and metadata in this process, before the first entity command.
 *
 * @example await ensureEntityIndexes(db, metadata);
 */
export function ensureEntityIndexes(db: Kysely<Database>, metadata: ServerMetadata): Promise<void> {
  let byMetadata = done.get(db);
  if (!byMetadata) done.set(db, (byMetadata = new WeakMap()));
  let pending = byMetadata.get(metadata);
  if (!pending) {
    pending = (async () => {
      for (const entity of entitiesOf(metadata).values()) {
        for (const field of entity.meta.fields.filter((f) => f.sortable)) {
          const name = `er_${entity.meta.name}_${field.key}_sort`.toLowerCase().slice(0, 63);
          await sql`create index if not exists ${sql.id(name)} on entity_records
            (company_id, ${sortExpression(field)}, id)
            where entity = ${sql.lit(entity.meta.name)} and deleted_at is null`.execute(db);
        }
      }
    })();
    // A failure (e.g. two processes racing on PostgreSQL) is retried by the next command.
    pending.catch(() => byMetadata.delete(metadata));
    byMetadata.set(metadata, pending);
  }
  return pending;
}
