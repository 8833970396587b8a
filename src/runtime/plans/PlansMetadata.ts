import type { Level } from '../access/Level';

/** `metadata/plans.json` (schema campo:metadata/plans). */
export interface PlansMetadata {
  defaultPlan: string;
  trialDays: number;
  limitedFunctionalities: { key: string; label: string; entityType: string; functionality?: string }[];
  plans: PlanDefinition[];
  rules?: { key: string; minScore: number }[];
}

export interface PlanDefinition {
  name: string;
  score: number;
  extends?: string;
  functionalities?: Record<string, Level>;
  /** null: unlimited; 0: not allowed; N: at most N records. */
  limits?: Record<string, number | null>;
}

/** A plan with its `extends` chain folded in. */
export interface ResolvedPlan {
  name: string;
  score: number;
  functionalities: Record<string, Level>;
  limits: Record<string, number | null>;
}
