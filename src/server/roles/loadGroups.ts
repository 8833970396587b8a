import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { Level } from '../../runtime/access/Level';
import { asLevel } from '../access/asLevel';
import type { Database } from '../db/Database';
import type { ServerMetadata } from '../metadata/ServerMetadata';
import type { GroupView } from './GroupView';

/**
 * The company's permission groups: the company-wide ones (158..161, not editable) first, then its custom
 * roles by id, each with a level for every functionality code and its active staff count. `onlyIds`
 * narrows the list (a user's groups).
 *
 * @example const groups = await loadGroups(trx, companyId, metadata, t);
 */
export async function loadGroups(
  db: Kysely<Database>,
  companyId: number,
  metadata: ServerMetadata,
  t: TFunction,
  onlyIds?: readonly number[],
): Promise<GroupView[]> {
  const codes = metadata.functionalities.map((f) => f.code);
  const custom = await db
    .selectFrom('permission_groups')
    .select(['id', 'name', 'levels'])
    .where('company_id', '=', companyId)
    .where('type', '=', 'G')
    .orderBy('id')
    .execute();
  const counts = await db
    .selectFrom('user_groups as ug')
    .innerJoin('users as u', (j) =>
      j.onRef('u.company_id', '=', 'ug.company_id').onRef('u.id', '=', 'ug.user_id'),
    )
    .select((eb) => ['ug.group_id', eb.fn.countAll<string>().as('n')])
    .where('ug.company_id', '=', companyId)
    .where('u.active', '=', true)
    .groupBy('ug.group_id')
    .execute();
  const staff = new Map(counts.map((c) => [c.group_id, Number(c.n)]));
  const all = (levelOf: (code: string) => Level) =>
    Object.fromEntries(codes.map((code) => [code, levelOf(code)])) as Record<string, Level>;
  const groups: GroupView[] = [
    ...metadata.companyWideGroups.map((g) => ({
      id: g.id,
      name: t(`server.roles.${g.key}`),
      type: 'E' as const,
      levels: all((code) => g.levels[code] ?? g.defaultLevel),
      staffCount: staff.get(g.id) ?? 0,
      editable: false,
    })),
    ...custom.map((g) => ({
      id: g.id,
      name: g.name,
      type: 'G' as const,
      levels: all((code) => asLevel(g.levels[code])),
      staffCount: staff.get(g.id) ?? 0,
      editable: true,
    })),
  ];
  return onlyIds ? groups.filter((g) => onlyIds.includes(g.id)) : groups;
}
