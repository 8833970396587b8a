import type { Level } from '../../runtime/access/Level';
import type { BackendPlan, Plan } from '../../runtime/plans/planFromBackend';

/** What access decisions need to know about one company, loaded once per cache period. */
export interface CompanyAccess {
  companyId: number;
  name: string;
  ownerPersonId: number | null;
  onboardingCompleted: boolean;
  webhookUrl: string;
  isInternalTest: boolean;
  /** companies.is_canary: the company tries releases first (IS_CANARY). */
  isCanary: boolean;
  /** companies.is_template: a template company (besides the fixed id 13089). */
  isTemplate: boolean;
  /** The GetCompanyPlanFromBackend fields (dates dd/MM/yyyy) and the plan computed from them. */
  backend: BackendPlan;
  plan: Plan;
  /** PLAN_BLOCKED / TRIAL_EXPIRED while the plan is blocked, for non-owners' user commands. */
  block: 'PLAN_BLOCKED' | 'TRIAL_EXPIRED' | null;
  /** The plan's ceiling per functionality code (plans.json with the admin's plan overrides). */
  planCeilings: Record<string, Level>;
  /** The company's own ceilings, replacing the plan's. */
  companyOverrides: Record<string, Level>;
  /** Effective limit per limit key (company override, else plan override, else plans.json): null unlimited. */
  limits: Record<string, number | null>;
  /** Records in use per limit key. */
  used: Record<string, number>;
}
