import type { Level } from '../../runtime/access/Level';

/** The platform administrator's changes to one plan: functionality ceilings and limits. */
export interface PlanOverride {
  functionalities: Record<string, Level>;
  limits: Record<string, number | null>;
}

/** Plan overrides by plan name. */
export type PlanOverrides = Record<string, PlanOverride>;
