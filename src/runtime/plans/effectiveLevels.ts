import { minLevel, type Level } from '../access/Level';

export interface EffectiveLevelsInput {
  /** Every functionality code. */
  codes: string[];
  /** The user's level per code from its roles (best of its groups). */
  roleLevels: Record<string, Level>;
  /** What the company's plan allows per code (missing = EDIT). */
  planCeilings: Record<string, Level>;
  /** The company's own overrides set by the platform admin; they replace the plan's ceiling. */
  companyOverrides: Record<string, Level>;
  /** Codes never active whatever the data says (goods and services). */
  neverActive?: string[];
}

/**
 * A user's effective level per functionality: its role's level within what the company may use.
 *
 * @example
 * effectiveLevels({ codes: ['TASK'], roleLevels: { TASK: 'EDIT' }, planCeilings: { TASK: 'VIEW' }, companyOverrides: {} })
 * // { TASK: 'VIEW' }
 */
export function effectiveLevels(input: EffectiveLevelsInput): Record<string, Level> {
  const never = new Set(input.neverActive ?? []);
  const out: Record<string, Level> = {};
  for (const code of input.codes) {
    if (never.has(code)) {
      out[code] = 'DISABLE';
      continue;
    }
    const ceiling = input.companyOverrides[code] ?? input.planCeilings[code] ?? 'EDIT';
    out[code] = minLevel(input.roleLevels[code] ?? 'DISABLE', ceiling);
  }
  return out;
}
