import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { EmployeeRow } from '../../../runtime/protocol/answers/EmployeeRow';
import type { Database } from '../../db/Database';
import type { ServerMetadata } from '../../metadata/ServerMetadata';
import { companyRoles } from '../../employees/companyRoles';
import { ONLINE_WINDOW_MS } from './consultarColaboradoresFlow';

/** One employee as the employee list and form show it (declared once with the answers). */
export type EmployeeView = EmployeeRow;

/**
 * A company's employees (all, or the one user `onlyUserId`), by name, with their role: the first of their
 * groups (a company-wide one first), named as the role lookup names it.
 */
export async function loadEmployees(
  db: Kysely<Database>,
  companyId: number,
  metadata: ServerMetadata,
  t: TFunction,
  filter: { onlyUserId?: number; active?: boolean } = {},
): Promise<EmployeeView[]> {
  let query = db
    .selectFrom('users as u')
    .innerJoin('persons as p', (j) =>
      j.onRef('p.company_id', '=', 'u.company_id').onRef('p.id', '=', 'u.person_id'),
    )
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.is_shared',
      'u.active',
      'u.last_login',
      'p.id as person_id',
      'p.name',
      'p.surname',
      'p.phone',
      'p.email',
      'c.owner_person_id',
    ])
    .where('u.company_id', '=', companyId)
    .orderBy('p.name')
    .orderBy('u.id');
  if (filter.onlyUserId !== undefined) query = query.where('u.id', '=', filter.onlyUserId);
  if (filter.active !== undefined) query = query.where('u.active', '=', filter.active);
  const users = await query.execute();
  let groupQuery = db
    .selectFrom('user_groups')
    .select(['user_id', 'group_id'])
    .where('company_id', '=', companyId)
    .orderBy('group_id');
  if (filter.onlyUserId !== undefined) groupQuery = groupQuery.where('user_id', '=', filter.onlyUserId);
  const groups = await groupQuery.execute();
  const roles = new Map((await companyRoles(db, companyId, metadata, t)).map((r) => [r.id, r.name]));
  const roleOf = new Map<number, number>();
  for (const g of groups)
    if (!roleOf.has(g.user_id) && roles.has(g.group_id)) roleOf.set(g.user_id, g.group_id);
  const now = Date.now();
  return users.map((u) => {
    const roleId = roleOf.get(u.id) ?? null;
    const lastLogin = u.last_login ? new Date(u.last_login) : null;
    return {
      id: u.id,
      personId: u.person_id,
      name: u.name,
      surname: u.surname ?? '',
      phone: u.phone ?? '',
      email: u.email,
      roleId,
      role: roleId === null ? null : (roles.get(roleId) ?? null),
      isActive: u.active,
      isShared: u.is_shared,
      isOwner: u.owner_person_id === u.person_id,
      lastLogin: lastLogin?.toISOString() ?? null,
      online: lastLogin !== null && now - lastLogin.getTime() <= ONLINE_WINDOW_MS,
    };
  });
}
