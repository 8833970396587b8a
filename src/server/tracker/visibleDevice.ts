import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { TrackerAudience } from './TrackerAudience';

/**
 * A device of the audience's company it may see (every one when it sees all employees, else its own), or
 * undefined.
 *
 * @example const device = await visibleDevice(ctx.db, audience, 7);
 */
export async function visibleDevice(
  db: Kysely<Database>,
  audience: TrackerAudience,
  deviceId: number,
): Promise<{ id: number } | undefined> {
  let query = db
    .selectFrom('tracker_devices')
    .select('id')
    .where('company_id', '=', audience.companyId)
    .where('id', '=', deviceId);
  if (!audience.seesAll)
    query = query.where('user_id', '=', audience.userId).where('sub_user_id', 'is', null);
  return query.executeTakeFirst();
}
