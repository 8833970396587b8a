import type { FunctionNode, MathNode, SymbolNode } from 'mathjs';
import { layoutUses } from '../pdf/layoutUses';
import { stepTypes } from '../workflows/stepTypes';
import type { ConditionalRule, FormField, FormModel, NumericFormula, TableSettings } from './FormModel';
import { formulaMath } from './formulaMath';
import { logicVars } from './logicVars';
import { tableSettings } from './modelIndex';

/**
 * Where an item is used: a formula (a field's, a table column's or a table result's), a conditional
 * rule (of a group or a field), a global or shared variable (none in this model version: globals hold a
 * fixed value or a serial; kept for the shared variables of workflows), a table's row validation, an
 * alert's e-mail fields, the model's main field, a workflow step (its groups, fields and decision rules),
 * or an export template (its layout's blocks and style rules).
 */
export type FormUsageKind =
  'formula' | 'rule' | 'global' | 'rowValidation' | 'alert' | 'mainField' | 'workflow' | 'exportTemplate';

/** One place using an item: the owner is the field, column (`tableId.columnId`), group or alert using it. */
export interface FormUsage {
  kind: FormUsageKind;
  ownerId: string;
  ownerName: string;
  /** The formula reads the item's score (`score(id)`), so the item's score cannot be disabled. */
  viaScore?: boolean;
}

type Ref =
  | { type: 'id'; id: string; score?: boolean }
  | { type: 'column'; table: string; column: string }
  | { type: 'option'; field: string; value: string };

interface Reference {
  usage: FormUsage;
  refs: Ref[];
  /** The group and the table field holding the owner: deleting those takes the owner along. */
  group?: string;
  table?: string;
}

const OPTION_COMPARISONS = new Set(['equal', 'different', 'contains', 'notContains']);
const cache = new WeakMap<FormModel, Reference[]>();

/** The ids, scores and columns (`col(name, row)`) a numeric expression reads; nothing when it does not parse. */
function expressionRefs(expression: string, table?: string): Ref[] {
  let tree: MathNode;
  try {
    tree = formulaMath.parse(expression);
  } catch {
    return [];
  }
  const refs: Ref[] = [];
  const nameOf = (node: MathNode | undefined): string | undefined => {
    if (node?.type === 'SymbolNode') return (node as SymbolNode).name;
    const value = node?.type === 'ConstantNode' ? (node as unknown as { value: unknown }).value : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const visit = (node: MathNode): void => {
    if (node.type === 'FunctionNode') {
      const call = node as FunctionNode;
      const fn = nameOf(call.fn as unknown as MathNode);
      const arg = nameOf(call.args[0]);
      if (fn === 'col' && table) {
        if (arg) refs.push({ type: 'column', table, column: arg });
        return;
      }
      if (fn === 'score' && arg) {
        refs.push({ type: 'id', id: arg, score: true });
        return;
      }
      call.args.forEach(visit);
      return;
    }
    if (node.type === 'SymbolNode') refs.push({ type: 'id', id: (node as SymbolNode).name });
    node.forEach((child) => visit(child));
  };
  visit(tree);
  return refs;
}

function numericRefs(formula: NumericFormula | undefined, table?: string): Ref[] {
  if (formula?.mode === 'numeric') return expressionRefs(formula.expression, table);
  if (formula?.mode !== 'logic') return [];
  // A table column's json-logic reads the other columns of its row; a field's, the form's ids.
  return (logicVars(formula.logic) ?? []).map((id) =>
    table ? { type: 'column' as const, table, column: id } : { type: 'id' as const, id },
  );
}

function ruleRefs(rules: ConditionalRule | undefined): Ref[] {
  const refs: Ref[] = [];
  for (const condition of rules?.conditions ?? []) {
    if (condition.comparison === 'custom') {
      for (const id of logicVars(condition.value) ?? []) refs.push({ type: 'id', id });
      continue;
    }
    refs.push({ type: 'id', id: condition.field });
    if (condition.column) refs.push({ type: 'column', table: condition.field, column: condition.column });
    if (OPTION_COMPARISONS.has(condition.comparison)) {
      const values = Array.isArray(condition.value) ? condition.value : [condition.value];
      for (const value of values)
        if (typeof value === 'string') refs.push({ type: 'option', field: condition.field, value });
    }
  }
  return refs;
}

function tableReferences(field: FormField, table: TableSettings, group: string): Reference[] {
  const found: Reference[] = [];
  const at = { group, table: field.id };
  for (const column of table.columns ?? []) {
    const refs = column.type === 'numericFormula' ? numericRefs(column.formula, field.id) : [];
    if (refs.length)
      found.push({
        ...at,
        usage: {
          kind: 'formula',
          ownerId: `${field.id}.${column.id}`,
          ownerName: `${field.name} / ${column.name}`,
        },
        refs,
      });
  }
  for (const result of table.results ?? [])
    found.push({
      ...at,
      usage: { kind: 'formula', ownerId: result.id, ownerName: result.name },
      refs: [{ type: 'column', table: field.id, column: result.column }],
    });
  const line = table as TableSettings & { lineValidation?: Record<string, unknown> };
  const validated = ['identifierColumn', 'referenceColumn', 'destinationColumn']
    .map((key) => line.lineValidation?.[key])
    .filter((column): column is string => typeof column === 'string');
  if (validated.length)
    found.push({
      ...at,
      usage: { kind: 'rowValidation', ownerId: field.id, ownerName: field.name },
      refs: validated.map((column) => ({ type: 'column', table: field.id, column })),
    });
  return found;
}

/** Every reference a model makes, built once per model object. */
function referencesOf(model: FormModel): Reference[] {
  const cached = cache.get(model);
  if (cached) return cached;
  const found: Reference[] = [];
  for (const group of model.groups) {
    const groupRefs = ruleRefs(group.rules);
    if (groupRefs.length)
      found.push({ usage: { kind: 'rule', ownerId: group.id, ownerName: group.name }, refs: groupRefs });
    for (const field of group.fields) {
      const owner = { ownerId: field.id, ownerName: field.name };
      const rules = ruleRefs(field.rules);
      if (rules.length) found.push({ group: group.id, usage: { kind: 'rule', ...owner }, refs: rules });
      const formula = field.formula;
      let refs: Ref[] = [];
      if (formula?.mode === 'text')
        refs = [...formula.template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => ({
          type: 'id' as const,
          id: m[1]!,
        }));
      else if (formula) refs = numericRefs(formula);
      if (refs.length) found.push({ group: group.id, usage: { kind: 'formula', ...owner }, refs });
      const table = tableSettings(field);
      if (table) found.push(...tableReferences(field, table, group.id));
    }
  }
  if (model.mainField)
    found.push({
      usage: { kind: 'mainField', ownerId: '', ownerName: model.name },
      refs: [{ type: 'id', id: model.mainField }],
    });
  for (const alert of model.alerts ?? [])
    if (alert.recipients.emailFields.length)
      found.push({
        usage: { kind: 'alert', ownerId: alert.id, ownerName: alert.subject || alert.id },
        refs: alert.recipients.emailFields.map((id) => ({ type: 'id' as const, id })),
      });
  for (const step of model.workflow?.steps ?? []) {
    const uses = stepTypes[step.type]?.uses?.(step);
    if (!uses) continue;
    const refs: Ref[] = [
      ...uses.items.map((id) => ({ type: 'id' as const, id })),
      ...uses.rules.flatMap((rule) =>
        ruleRefs(
          Array.isArray(rule.conditions)
            ? (rule as unknown as ConditionalRule)
            : ({ combinator: 'and', conditions: [rule] } as unknown as ConditionalRule),
        ),
      ),
    ];
    // Step ids live in their own namespace: prefixed so a step named like a field is not taken for it.
    if (refs.length)
      found.push({ usage: { kind: 'workflow', ownerId: `workflow:${step.id}`, ownerName: step.name }, refs });
  }
  for (const template of model.exports?.templates ?? []) {
    const ids = template.layout ? layoutUses(template.layout) : [];
    // Template ids live in their own namespace too.
    if (ids.length)
      found.push({
        usage: { kind: 'exportTemplate', ownerId: `export:${template.id}`, ownerName: template.name },
        refs: ids.map((id) => ({ type: 'id' as const, id })),
      });
  }
  cache.set(model, found);
  return found;
}

/**
 * The places of a model that use an item, so deleting it (or, for a column, changing its type) can be
 * refused with a message naming them. `id` is:
 * - a group, field, table result or global variable id: `total`; a group covers its fields and a table
 *   its results (uses inside the group or table itself do not count);
 * - a table column: `tableId.columnId` (other columns' `col()`, the table's results and row validation,
 *   rules on that column);
 * - an option: `fieldId.optionId` (rules comparing the field with it), or a bare option id (rules
 *   comparing any field with options with that value).
 * `tableId.columnId` is read as a column when `tableId` is a table field of the model, as an option
 * otherwise. The item itself need not exist in the model: the server checks a new model for what the
 * previous version had and the new one dropped.
 *
 * @example findUsages(model, 'price') // [{ kind: 'formula', ownerId: 'total', ownerName: 'Total' }]
 */
export function findUsages(model: FormModel, id: string): FormUsage[] {
  const fields = new Map(model.groups.flatMap((g) => g.fields.map((f) => [f.id, { field: f, group: g }])));
  const [head, tail] = id.includes('.')
    ? [id.slice(0, id.indexOf('.')), id.slice(id.indexOf('.') + 1)]
    : [id];
  const matches: Array<(ref: Ref, owner: Reference) => boolean> = [];
  if (tail !== undefined) {
    if (fields.get(head)?.field.type === 'table')
      matches.push((ref) => ref.type === 'column' && ref.table === head && ref.column === tail);
    else matches.push((ref) => ref.type === 'option' && ref.field === head && ref.value === tail);
  } else {
    const group = model.groups.find((g) => g.id === id);
    const table = fields.get(id)?.field;
    const inside = (owner: Reference) => (group ? owner.group === id : !!table && owner.table === id);
    const ids = new Set([id, ...(group?.fields.map((f) => f.id) ?? [])]);
    for (const f of group?.fields ?? [table])
      for (const r of (f && tableSettings(f)?.results) ?? []) ids.add(r.id);
    matches.push((ref, owner) => ref.type === 'id' && ids.has(ref.id) && !inside(owner));
    const choices = (field: string) => !!fields.get(field)?.field.options;
    if (!group && !table)
      matches.push((ref) => ref.type === 'option' && ref.value === id && choices(ref.field));
  }
  const usages: FormUsage[] = [];
  for (const owner of referencesOf(model)) {
    if (owner.usage.ownerId === id) continue;
    const hits = owner.refs.filter((ref) => matches.some((match) => match(ref, owner)));
    if (!hits.length) continue;
    const viaScore = hits.some((ref) => ref.type === 'id' && ref.score);
    usages.push(viaScore ? { ...owner.usage, viaScore } : owner.usage);
  }
  return usages;
}
