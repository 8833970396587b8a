import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import { requireCompanyRecords } from '../db/requireCompanyRecords';
import type { Audience } from './AudienceViewer';

/**
 * Refuses an audience (who may see a form, a folder or a library) naming a role, work group or employee
 * that is not the company's: LOOKUP_NOT_FOUND with FIELD `<path>.roles` / `.squads` / `.employees`.
 *
 * @example await requireCompanyAudience(trx, viewer.companyId, permissions, 'PERMISSOES', ctx.t);
 */
export async function requireCompanyAudience(
  trx: Transaction<Database>,
  companyId: number,
  audience: Audience,
  path: string,
  t: TFunction,
): Promise<void> {
  await requireCompanyRecords(
    trx,
    companyId,
    'role',
    audience.roles,
    `${path}.roles`,
    t('server.audienceRoles'),
  );
  await requireCompanyRecords(
    trx,
    companyId,
    'squad',
    audience.squads,
    `${path}.squads`,
    t('server.audienceSquads'),
  );
  await requireCompanyRecords(
    trx,
    companyId,
    'employee',
    audience.employees,
    `${path}.employees`,
    t('server.audienceEmployees'),
  );
}
