import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { Audience } from './AudienceViewer';

/**
 * The user ids an audience names: its employees (user ids), the members of its work groups (squad
 * records not deleted) and the users of its roles (permission group ids). Active or not: callers that
 * write to people filter on `users.active` themselves.
 *
 * @example await audienceUserIds(trx, 7, { employees: [12], squads: [40], roles: [159] }) // Set {12, 15, 21}
 */
export async function audienceUserIds(
  trx: Transaction<Database>,
  companyId: number,
  audience: Audience,
): Promise<Set<number>> {
  const userIds = new Set<number>(audience.employees);
  if (audience.squads.length) {
    const rows = (
      await sql<{ data: { members?: unknown } }>`
        select data from entity_records
        where company_id = ${companyId} and entity = 'squad' and deleted_at is null
          and id in (${sql.join(audience.squads)})`.execute(trx)
    ).rows;
    for (const row of rows) {
      const members = row.data.members;
      if (Array.isArray(members))
        for (const id of members) if (Number.isInteger(id)) userIds.add(id as number);
    }
  }
  if (audience.roles.length) {
    const rows = await trx
      .selectFrom('user_groups')
      .select('user_id')
      .where('company_id', '=', companyId)
      .where('group_id', 'in', audience.roles)
      .execute();
    for (const row of rows) userIds.add(row.user_id);
  }
  return userIds;
}
