import type { ConditionalRule, FormModel, JsonLogic, RuleCondition } from './FormModel';
import { modelIndex } from './modelIndex';

type Logic = Record<string, unknown>;

const NUMERIC_OPS = { greater: '>', smaller: '<', greaterOrEqual: '>=', smallerOrEqual: '<=' } as const;

function filled(value: unknown): Logic {
  // 0 is a filled number; '', null, [] and false are empty (json-logic truthiness).
  return { or: [{ '===': [value, 0] }, { '!!': [value] }] };
}

function compare(condition: RuleCondition, value: Logic, multiple: boolean): Logic {
  switch (condition.comparison) {
    case 'equal':
      return multiple ? { in: [condition.value, value] } : { '==': [value, condition.value] };
    case 'different':
      return { '!': [compare({ ...condition, comparison: 'equal' }, value, multiple)] };
    case 'filled':
      return filled(value);
    case 'notFilled':
      return { '!': [filled(value)] };
    case 'greater':
    case 'smaller':
    case 'greaterOrEqual':
    case 'smallerOrEqual':
      // An empty value never compares (json-logic would read null as 0).
      return { and: [filled(value), { [NUMERIC_OPS[condition.comparison]]: [value, condition.value] }] };
    case 'contains':
      return { in: [condition.value, value] };
    case 'notContains':
      return { '!': [{ in: [condition.value, value] }] };
    case 'custom':
      return condition.value as Logic;
  }
}

function compileCondition(condition: RuleCondition, model?: FormModel): Logic {
  if (condition.comparison === 'custom') return condition.value as Logic;
  const index = model ? modelIndex(model) : undefined;
  const group = index?.groups.get(condition.field);
  if (group && (condition.comparison === 'filled' || condition.comparison === 'notFilled')) {
    const any = { or: group.fields.map((field) => filled({ var: field.id })) };
    return condition.comparison === 'filled' ? any : { '!': [any] };
  }
  const field = index?.fields.get(condition.field)?.field;
  if (condition.column !== undefined) {
    const column = field?.settings?.columns as Array<{ id: string; type: string }> | undefined;
    const multiple = column?.find((c) => c.id === condition.column)?.type === 'choiceMultiple';
    const lines = condition.lines ?? 'any';
    if (Array.isArray(lines))
      return {
        and: lines.map((line) =>
          compare(condition, { var: `${condition.field}.${line - 1}.${condition.column}` }, multiple),
        ),
      };
    return {
      [lines === 'all' ? 'all' : 'some']: [
        { var: condition.field },
        compare(condition, { var: condition.column }, multiple),
      ],
    };
  }
  return compare(condition, { var: condition.field }, field?.type === 'choiceMultiple');
}

/**
 * Compiles the editor's conditional rule into json-logic, the one form both the browser and the server
 * evaluate. With the model, `equal` on a multiple choice means "includes the option" and a condition on a
 * group tests whether any of its fields is filled.
 *
 * @example
 * compileRule({ combinator: 'and', conditions: [{ field: 'qty', comparison: 'greater', value: 3 }] })
 * // { and: [{ and: [{ or: [{ '===': [{ var: 'qty' }, 0] }, { '!!': [{ var: 'qty' }] }] }, { '>': [{ var: 'qty' }, 3] }] }] }
 */
export function compileRule(rule: ConditionalRule, model?: FormModel): JsonLogic {
  return { [rule.combinator]: rule.conditions.map((c) => compileCondition(c, model)) } as JsonLogic;
}
