import { sql, type RawBuilder } from 'kysely';

/**
 * The work groups (squad records, not deleted) listing a user as a member, as a subquery of their ids:
 * run it alone, or inline it (`t.responsible_id in (${memberSquads(c, u)})`) so a read needs no query of
 * its own for the caller's membership. Containment on the whole record (`data @> {members: [id]}`) is
 * what the records' GIN index (entity_records_data_idx, jsonb_path_ops) answers.
 *
 * @example const { rows } = await memberSquads(companyId, userId).execute(db); // [{ id: 7 }]
 */
export function memberSquads(companyId: number, userId: number): RawBuilder<{ id: string | number }> {
  return sql<{ id: string | number }>`
    select id from entity_records
    where company_id = ${companyId} and entity = 'squad' and deleted_at is null
      and data @> ${JSON.stringify({ members: [userId] })}::jsonb`;
}
