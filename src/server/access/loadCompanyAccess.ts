import { sql, type Kysely } from 'kysely';
import type { Level } from '../../runtime/access/Level';
import dayjs from 'dayjs';
import { BACKEND_DATE_FORMAT, planFromBackend, type BackendPlan } from '../../runtime/plans/planFromBackend';
import type { Database } from '../db/Database';
import type { ServerMetadata } from '../metadata/ServerMetadata';
import { asLevel } from './asLevel';
import type { CompanyAccess } from './CompanyAccess';
import { LIMITED_FUNCTIONALITIES } from './limitedFunctionalities';
import type { PlanOverrides } from './PlanOverrides';
import { planPermissions } from './planPermissions';
import { usedCount } from './usedCount';

/**
 * Reads one company's plan, overrides and used records (three small indexed queries plus one per limit
 * counter) and computes what access decisions need. Undefined when the company does not exist.
 *
 * @example const company = await loadCompanyAccess(db, 2, metadata, planOverrides, 10);
 */
export async function loadCompanyAccess(
  db: Kysely<Database>,
  companyId: number,
  metadata: ServerMetadata,
  planOverrides: PlanOverrides,
  daysToCancel: number,
): Promise<CompanyAccess | undefined> {
  const row = await db
    .selectFrom('companies as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.owner_person_id',
      'c.onboarding_completed',
      'c.webhook_url',
      'c.is_internal_test',
      'c.is_canary',
      'c.is_template',
      'c.plan_name',
      'c.plan_active',
      'c.trial',
      'c.paid_licenses',
      'c.free_licenses',
      'c.missing_invoice_data',
      sql<string | null>`to_char(c.period_end, 'DD/MM/YYYY')`.as('end_date'),
      sql<string | null>`to_char(c.trial_end, 'DD/MM/YYYY')`.as('trial_end_date'),
      eb
        .selectFrom('users as u')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('u.company_id', '=', 'c.id')
        .where('u.active', '=', true)
        .where('u.is_shared', '=', false)
        .as('used_licenses'),
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  if (!row) return undefined;
  const overrides = await db
    .selectFrom('company_permission_overrides')
    .select(['kind', 'code', 'level', 'limit_value'])
    .where('company_id', '=', companyId)
    .execute();

  // The server's local date, as the seed and registration use it (not the database session's time zone).
  const today = dayjs().format(BACKEND_DATE_FORMAT);
  const backend: BackendPlan = {
    PLAN_ID: row.id,
    PLAN_NAME: row.plan_name,
    USED_LICENSES: Number(row.used_licenses ?? 0),
    LICENSES: row.paid_licenses,
    FREE_LICENSES: row.free_licenses,
    ACTIVE: row.plan_active,
    END_DATE: row.end_date,
    END_TRIAL_DATE: row.trial_end_date,
    MISSING_INVOICE_DATA: row.missing_invoice_data,
    IS_TRIAL: row.trial,
    CURRENT_SERVER_DATE: today,
  };
  const plan = planFromBackend(backend, daysToCancel);
  const permissions = planPermissions(metadata, planOverrides, plan.name);
  const companyOverrides: Record<string, Level> = {};
  const limits = { ...permissions.limits };
  for (const o of overrides) {
    if (o.kind === 'F') companyOverrides[o.code] = asLevel(o.level);
    else if (o.code in limits) limits[o.code] = o.limit_value;
  }
  const used: Record<string, number> = {};
  for (const { key } of metadata.plans.limitedFunctionalities) {
    used[key] = await usedCount(LIMITED_FUNCTIONALITIES[key], db, companyId);
  }
  return {
    companyId: row.id,
    name: row.name,
    ownerPersonId: row.owner_person_id,
    onboardingCompleted: row.onboarding_completed,
    webhookUrl: row.webhook_url,
    isInternalTest: row.is_internal_test,
    isCanary: row.is_canary,
    isTemplate: row.is_template,
    backend,
    plan,
    block: plan.blocked ? (plan.trial ? 'TRIAL_EXPIRED' : 'PLAN_BLOCKED') : null,
    planCeilings: permissions.functionalities,
    companyOverrides,
    limits,
    used,
  };
}
