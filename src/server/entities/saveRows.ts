import { sql } from 'kysely';
import type { CommandContext } from '../commands/CommandContext';
import { checkRecords } from './checkRecords';
import type { EntityRuntime } from './EntityRuntime';
import { problemFailure } from './problemFailure';
import { insertRecords } from './writeRecords';

/** Imports at least this many rows refresh the planner's statistics after commit (GIN and sort indexes). */
const ANALYZE_FROM = 1000;

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
  const created = await insertRecords(trx, company, userId, entity, data, unique, (key) => ctx.t(key));
  if (created.length >= ANALYZE_FROM)
    ctx.afterCommit(async () => {
      await sql`analyze entity_records`.execute(ctx.db);
    });
  ctx.inform(ctx.t('entities.savedMany', { count: created.length }));
  return { IDS: created.map((c) => Number(c.id)), COUNT: created.length };
}
