import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { EntityRuntime } from './EntityRuntime';
import { CommandFailure } from '../commands/CommandFailure';
import type { StoredRow } from './recordItem';

/**
 * A live record of the company, or ENTITY_NOT_FOUND ('Entidade não encontrada'): another company's id
 * is answered exactly like a missing one.
 *
 * @example const row = await loadRecord(trx, companyId, entity, 42);
 */
export async function loadRecord(
  /** ctx.db for a read; the command's transaction with `forUpdate`. */
  trx: Kysely<Database>,
  companyId: number,
  entity: EntityRuntime,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<StoredRow> {
  const result = await sql<StoredRow>`
    select id, version, data, created_at, updated_at from entity_records
    where company_id = ${companyId} and entity = ${entity.meta.name} and id = ${id} and deleted_at is null
    ${options.forUpdate ? sql`for update` : sql``}`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
  return row;
}
