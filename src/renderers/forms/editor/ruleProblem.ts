import { compileRule } from '../../../runtime/forms/compileRule';
import type { ConditionalRule, FormModel } from '../../../runtime/forms/FormModel';
import { logicVars } from '../../../runtime/forms/logicVars';
import { knownIds } from './knownIds';

/**
 * Why a conditional rule cannot be saved, or null: it must have conditions, each naming a field, and
 * compile (compileRule) to json-logic reading only ids of the model, like checkFormModel does.
 *
 * @example ruleProblem({ combinator: 'and', conditions: [{ field: 'gone', comparison: 'filled' }] }, model) // 'unknown'
 */
export function ruleProblem(rule: ConditionalRule, model: FormModel): 'empty' | 'unknown' | 'invalid' | null {
  if (rule.conditions.length === 0) return 'empty';
  if (rule.conditions.some((c) => !c.field && c.comparison !== 'custom')) return 'empty';
  try {
    const vars = logicVars(compileRule(rule, model));
    const known = new Set(knownIds(model));
    if (!vars || vars.some((v) => !known.has(v))) return 'unknown';
    return null;
  } catch {
    return 'invalid';
  }
}
