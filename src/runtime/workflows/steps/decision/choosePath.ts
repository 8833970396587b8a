import jsonLogic from 'json-logic-js';
import { compileRule } from '../../../forms/compileRule';
import type { ConditionalRule, FormModel, RuleCondition } from '../../../forms/FormModel';
import type { DecisionSettings } from './DecisionSettings';

type Path = DecisionSettings['paths'][number];

/** A path's rule as a ConditionalRule: the editor's rule, or one bare condition (combined with AND). */
function ruleOf(rule: Record<string, unknown>): ConditionalRule {
  if (Array.isArray(rule.conditions)) return rule as unknown as ConditionalRule;
  return { combinator: 'and', conditions: [rule as unknown as RuleCondition] };
}

/**
 * The path a decision takes over a document's answers (spec 001 §3): the first path, in order, whose
 * conditional rule holds (compiled by compileRule with the model, evaluated by json-logic as the form
 * engine does), else the default path. The engine and the editor's "Testar" panel share it, so a
 * decision routes a document the way the preview shows. Null when no rule holds and there is no default.
 *
 * @example choosePath(settings, model, { ok: false }) // { id: 'nao', name: 'Não', rule: {...}, next: 'f1' }
 */
export function choosePath(
  settings: DecisionSettings,
  model: FormModel,
  values: Record<string, unknown>,
): Path | null {
  for (const path of settings.paths) {
    if (!path.rule || path.id === settings.defaultPathId) continue;
    const result: unknown = jsonLogic.apply(compileRule(ruleOf(path.rule), model), values);
    // json-logic truthiness: an empty array is false.
    if (Array.isArray(result) ? result.length > 0 : Boolean(result)) return path;
  }
  return settings.paths.find((path) => path.id === settings.defaultPathId) ?? null;
}
