import { sql, type Transaction } from 'kysely';
import type { DocumentFillSettings } from '../../../../runtime/workflows/steps/documentFill/DocumentFillSettings';
import { audienceUserIds } from '../../../access/audienceUserIds';
import type { Database } from '../../../db/Database';

/** Who a document-fill task goes to: an employee (user id) or a work group (squad record id). */
export type Assignee = { kind: 'employee' | 'squad'; id: number };

/** The user ids a field's stored value names: an employee field's `{id, name}` (or several), or ids. */
function idsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(idsIn);
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value;
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  return Number.isInteger(n) && n > 0 ? [n] : [];
}

/**
 * Who fills a document-fill step, resolved when the step starts (spec 001 §3): the person who did the
 * previous step, the listed people, the employees an employee field names, or groups — each role's
 * users and each work group itself (any member fills). Only active users of the company and live work
 * groups count; when nobody is left, the previous person fills, so the flow never waits on no one.
 *
 * @example await resolveAssignees(trx, companyId, settings.assignee, values, previousUserId) // [{ kind: 'employee', id: 12 }]
 */
export async function resolveAssignees(
  trx: Transaction<Database>,
  companyId: number,
  assignee: DocumentFillSettings['assignee'],
  values: Record<string, unknown>,
  previousUserId: number,
): Promise<Assignee[]> {
  let userIds: number[] = [];
  let squadIds: number[] = [];
  if (assignee?.kind === 'people') userIds = assignee.ids ?? [];
  else if (assignee?.kind === 'fieldValue') userIds = idsIn(values[assignee.fieldId ?? '']);
  else if (assignee?.kind === 'groups') {
    userIds = [
      ...(await audienceUserIds(trx, companyId, { employees: [], squads: [], roles: assignee.ids ?? [] })),
    ];
    squadIds = assignee.squadIds ?? [];
  } else userIds = [previousUserId];
  const users = userIds.length
    ? await trx
        .selectFrom('users')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', 'in', userIds)
        .where('active', '=', true)
        .orderBy('id')
        .execute()
    : [];
  const squads = squadIds.length
    ? (
        await sql<{ id: string | number }>`
          select id from entity_records
          where company_id = ${companyId} and entity = 'squad' and deleted_at is null
            and id in (${sql.join(squadIds)})
          order by id`.execute(trx)
      ).rows
    : [];
  const found: Assignee[] = [
    ...users.map((u) => ({ kind: 'employee' as const, id: Number(u.id) })),
    ...squads.map((s) => ({ kind: 'squad' as const, id: Number(s.id) })),
  ];
  return found.length ? found : [{ kind: 'employee', id: previousUserId }];
}
