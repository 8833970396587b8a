import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { ServerMetadata } from '../metadata/ServerMetadata';

/** A role an employee can be given: a company-wide group (158..161, type E) or a custom one (G). */
export interface CompanyRole {
  id: number;
  name: string;
  type: 'E' | 'G';
}

/**
 * The roles of a company, company-wide ones first (translated), then its custom roles by name.
 *
 * @example (await companyRoles(trx, 2, metadata, t)).map((r) => r.id) // [158, 159, 160, 161, 1000]
 */
export async function companyRoles(
  db: Kysely<Database>,
  companyId: number,
  metadata: ServerMetadata,
  t: TFunction,
): Promise<CompanyRole[]> {
  const custom = await db
    .selectFrom('permission_groups')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('type', '=', 'G')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return [
    ...metadata.companyWideGroups.map((g) => ({
      id: g.id,
      name: t(`server.roles.${g.key}`),
      type: 'E' as const,
    })),
    ...custom.map((g) => ({ id: g.id, name: g.name, type: 'G' as const })),
  ];
}
