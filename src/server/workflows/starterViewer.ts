import { sql, type Transaction } from 'kysely';
import roles from '../../../metadata/roles.json';
import type { AudienceViewer } from '../access/AudienceViewer';
import type { Database } from '../db/Database';

const ADMIN_GROUPS = new Set(
  roles.companyWideGroups.filter((g) => g.flag === 'isCompanyAdmin').map((g) => g.id),
);

/**
 * The person a workflow acts for when it creates tasks (the document's starter), as an audience viewer:
 * their roles, their work groups, administrator when in an admin role or the company's owner. The
 * task-creation checks (prepareNewTask) then see the forms this person may see, as if they had created
 * the task themselves, in a job as in a command.
 *
 * @example const viewer = await starterViewer(trx, companyId, instance.startedBy);
 */
export async function starterViewer(
  trx: Transaction<Database>,
  companyId: number,
  userId: number,
): Promise<AudienceViewer> {
  const groups = await trx
    .selectFrom('user_groups')
    .select('group_id')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
  const squads = await sql<{ id: string | number }>`
    select id from entity_records
    where company_id = ${companyId} and entity = 'squad' and deleted_at is null
      and data->'members' @> ${JSON.stringify([userId])}::jsonb`.execute(trx);
  const owner = await sql<{ owner: boolean }>`
    select exists (
      select 1 from companies c join users u on u.company_id = c.id and u.person_id = c.owner_person_id
      where c.id = ${companyId} and u.id = ${userId}) as owner`.execute(trx);
  const groupIds = groups.map((g) => g.group_id);
  return {
    companyId,
    userId,
    isCompanyAdmin: !!owner.rows[0]?.owner || groupIds.some((id) => ADMIN_GROUPS.has(id)),
    groupIds,
    squadIds: squads.rows.map((r) => Number(r.id)),
  };
}
