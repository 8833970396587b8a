import type { Kysely } from 'kysely';
import type { Forgetting, TellForgetting } from '../cache/Forgetting';
import { TtlCache } from '../cache/TtlCache';
import type { CommandOverridesTable } from '../db/tables/CommandOverridesTable';
import type { Database } from '../db/Database';
import type { ServerMetadata } from '../metadata/ServerMetadata';
import { asLevel } from './asLevel';
import type { CompanyAccess } from './CompanyAccess';
import { loadCompanyAccess } from './loadCompanyAccess';
import type { PlanOverrides } from './PlanOverrides';

interface Cached<T> {
  value: T;
  until: number;
}

/**
 * Cached access data: per company (plan, overrides, used records) and platform-wide (plan overrides,
 * command overrides). Writers call `forgetCompanies` / `forgetAll`, now and after commit; a generation
 * counter keeps a load that started before the change from caching stale data. Other processes hear of
 * them through the bus (shareForgetting) at once; a message lost there still expires with the cache time
 * (CAMPO_CACHE_SECONDS).
 *
 * @example const company = await access.company(db, session.companyId);
 */
export class AccessService {
  private readonly companies: TtlCache<number, CompanyAccess>;
  private plans: Cached<PlanOverrides> | null = null;
  private commands: Cached<Map<string, CommandOverridesTable>> | null = null;
  private generation = 0;
  /** Set by shareForgetting: changes reach the other server processes' caches at once. */
  tell: TellForgetting | undefined;

  constructor(
    private readonly metadata: ServerMetadata,
    private readonly ttlMs: number,
    private readonly daysToCancel: number,
  ) {
    this.companies = new TtlCache(ttlMs, 20_000);
  }

  async company(db: Kysely<Database>, companyId: number): Promise<CompanyAccess | undefined> {
    const cached = this.companies.get(companyId);
    if (cached) return cached;
    const generation = this.generation;
    const loaded = await loadCompanyAccess(
      db,
      companyId,
      this.metadata,
      await this.planOverrides(db),
      this.daysToCancel,
    );
    if (loaded && generation === this.generation) this.companies.set(companyId, loaded);
    return loaded;
  }

  async planOverrides(db: Kysely<Database>): Promise<PlanOverrides> {
    if (this.plans && this.plans.until > Date.now()) return this.plans.value;
    const generation = this.generation;
    const rows = await db.selectFrom('plan_permission_overrides').selectAll().execute();
    const value: PlanOverrides = {};
    for (const row of rows) {
      const plan = (value[row.plan_name] ??= { functionalities: {}, limits: {} });
      if (row.kind === 'F') plan.functionalities[row.code] = asLevel(row.level);
      else plan.limits[row.code] = row.limit_value;
    }
    if (generation === this.generation) this.plans = { value, until: Date.now() + this.ttlMs };
    return value;
  }

  async commandOverrides(db: Kysely<Database>): Promise<Map<string, CommandOverridesTable>> {
    if (this.commands && this.commands.until > Date.now()) return this.commands.value;
    const generation = this.generation;
    const rows = await db.selectFrom('command_overrides').selectAll().execute();
    const value = new Map(rows.map((r) => [r.name, r]));
    if (generation === this.generation) this.commands = { value, until: Date.now() + this.ttlMs };
    return value;
  }

  forgetCompanies(companyIds: readonly number[]): void {
    this.tellAndDrop({ kind: 'accessCompanies', companyIds: [...companyIds] });
  }

  /** After a platform-wide change (plan or command overrides). */
  forgetAll(): void {
    this.tellAndDrop({ kind: 'accessAll' });
  }

  private tellAndDrop(forgetting: Forgetting): void {
    this.dropStale(forgetting);
    this.tell?.(forgetting);
  }

  /** Drops what a forgetting names, in this process only (what the bus delivers). */
  dropStale(forgetting: Forgetting): void {
    if (forgetting.kind === 'accessCompanies') {
      this.generation++;
      for (const id of forgetting.companyIds) this.companies.delete(id);
    } else if (forgetting.kind === 'accessAll') {
      this.generation++;
      this.companies.deleteWhere(() => true);
      this.plans = null;
      this.commands = null;
    }
  }
}
