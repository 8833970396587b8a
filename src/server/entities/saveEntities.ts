import { sql } from 'kysely';
import schema from '../../../schemas/commands/SaveEntities.schema.json';
import type { EntityRuntime } from './EntityRuntime';
import type { CommandContext } from '../commands/CommandContext';
import { defineCommand } from '../commands/CommandDefinition';
import { checkRecords } from './checkRecords';
import { problemFailure } from './problemFailure';
import { resolveEntity } from './resolveEntity';
import { claimUnique, insertRecords } from './writeRecords';

/** Imports at least this many rows refresh the planner's statistics after commit (GIN and sort indexes). */
const ANALYZE_FROM = 1000;

/**
 * SaveEntities (ENTITY, ROWS) → IDS, COUNT; needs EDIT. Creates every row or none: all rows are checked
 * first (ENTITY_ROWS_INVALID listing 'linha x, campo y: motivo', and ROW_ERRORS [{row, field, path,
 * message}], row 1 being the first row sent), then written in a constant number of statements.
 */
export const saveEntities = defineCommand<{ ENTITY: string; ROWS: unknown[] }>({
  name: 'SaveEntities',
  params: schema,
  async handler(ctx, params) {
    const { entity, session } = await resolveEntity(ctx, params.ENTITY, 'EDIT');
    return saveRows(ctx, session.companyId, session.userId, entity, params.ROWS);
  },
});

/**
 * Checks and creates every row for a company, or none (SaveEntities, and AdminSaveEntities for another
 * company), answering IDS and COUNT.
 */
export async function saveRows(
  ctx: CommandContext,
  company: number,
  userId: number,
  entity: EntityRuntime,
  rows: unknown[],
): Promise<{ IDS: number[]; COUNT: number }> {
  const trx = await ctx.transaction();
  const { data, unique, problems } = await checkRecords(trx, company, entity, rows);
  if (problems.length) throw problemFailure(ctx.t, problems, true);
  const created = await insertRecords(trx, company, userId, entity, data);
  await claimUnique(
    trx,
    company,
    entity,
    created.map((c, i) => ({ id: c.id, values: unique[i]! })),
    (key) => ctx.t(key),
  );
  if (created.length >= ANALYZE_FROM)
    ctx.afterCommit(async () => {
      await sql`analyze entity_records`.execute(ctx.db);
    });
  ctx.inform(ctx.t('entities.savedMany', { count: created.length }));
  return { IDS: created.map((c) => c.id), COUNT: created.length };
}
