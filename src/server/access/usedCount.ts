import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { LimitUsage } from './limitedFunctionalities';

/**
 * The used count of one limited functionality: its SQL count for stored records, else 0 (a per-batch
 * limit, or a module not built yet).
 *
 * @example await usedCount(LIMITED_FUNCTIONALITIES[key], trx, companyId)
 */
export async function usedCount(
  usage: LimitUsage | undefined,
  db: Kysely<Database>,
  companyId: number,
): Promise<number> {
  return usage?.kind === 'records' ? usage.count(db, companyId) : 0;
}
