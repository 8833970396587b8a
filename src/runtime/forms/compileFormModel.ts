import type { ErrorCode } from '../errors/errorCatalogue';
import { compileFormula, type CompiledFormula } from './compileFormula';
import { compileRule } from './compileRule';
import { compileTable, type CompiledTable } from './compileTable';
import { compileTextTemplate, type CompiledTemplate } from './compileTextTemplate';
import { findDependencyCycle } from './findDependencyCycle';
import type { FormField, FormGroup, FormModel, JsonLogic, TableResult } from './FormModel';
import { logicVars } from './logicVars';
import { modelIndex } from './modelIndex';
import { formFieldType } from './fieldTypes/formFieldType';

export type NodeKind = 'groupVisible' | 'fieldVisible' | 'input' | 'numeric' | 'text' | 'table' | 'result';

/** One node of the dependency graph: a visibility (`h:id`) or a value (`v:id`). */
export interface FormNode {
  key: string;
  id: string;
  kind: NodeKind;
  group?: FormGroup;
  field?: FormField;
  rule?: JsonLogic;
  formula?: CompiledFormula | null;
  fixed?: number;
  logic?: JsonLogic;
  template?: CompiledTemplate | null;
  table?: CompiledTable;
  result?: TableResult;
  tableId?: string;
  /** Keys of the nodes this one reads. */
  reads: string[];
  /** Indexes (in `nodes`) of the nodes that read this one. */
  dependents: number[];
}

export interface ModelProblem {
  code: ErrorCode;
  params: Record<string, string>;
  id?: string;
}

export interface CompiledForm {
  model: FormModel;
  /** In topological order: every node after the nodes it reads. Empty when `cycle` is set. */
  nodes: FormNode[];
  nodeIndex: Map<string, number>;
  problems: ModelProblem[];
  /** Ids (fields, groups, results) along a dependency loop, if any. */
  cycle: string[] | null;
  known: Set<string>;
}

const cache = new WeakMap<FormModel, CompiledForm>();

/** Whether a field holds no value at all (auxiliary content: its type definition's `display`). */
export function isAuxField(field: FormField): boolean {
  return !!formFieldType(field).display;
}

/**
 * Compiles a form model once (cached per model object): rules to json-logic, formulas with the sandboxed
 * mathjs, table column formulas, and the dependency graph in topological order. Invalid formulas or
 * rules and dependency loops are listed in `problems` (checkFormModel reports them before saving).
 *
 * @example compileFormModel(model).nodes.map((n) => n.key) // ['h:g1', 'h:qty', 'v:qty', 'h:total', 'v:total']
 */
export function compileFormModel(model: FormModel): CompiledForm {
  const cached = cache.get(model);
  if (cached) return cached;
  const index = modelIndex(model);
  const known = new Set<string>([...index.fields.keys(), ...index.results.keys(), ...index.globals]);
  const valueKey = (id: string) => (index.globals.has(id) ? undefined : `v:${id}`);
  const problems: ModelProblem[] = [];
  const nodes: FormNode[] = [];
  const push = (node: Omit<FormNode, 'dependents'>) => nodes.push({ ...node, dependents: [] });

  const ruleOf = (owner: { id: string; name: string; rules?: FormField['rules'] }) => {
    if (!owner.rules || owner.rules.conditions.length === 0) return { reads: [] as string[] };
    const logic = compileRule(owner.rules, model);
    const vars = logicVars(logic);
    const unknown = !vars || vars.some((v) => !known.has(v));
    if (unknown) {
      problems.push({ code: 'FORM_INVALID_RULE', params: { name: owner.name }, id: owner.id });
      return { reads: [] as string[] };
    }
    return { rule: logic, reads: vars.map(valueKey).filter((k): k is string => !!k) };
  };
  const invalidFormula = (field: FormField) =>
    problems.push({ code: 'FORM_INVALID_FORMULA', params: { name: field.name }, id: field.id });

  for (const group of model.groups) {
    const groupRule = ruleOf(group);
    push({
      key: `h:${group.id}`,
      id: group.id,
      kind: 'groupVisible',
      group,
      rule: groupRule.rule,
      reads: groupRule.reads,
    });
    for (const field of group.fields) {
      const fieldRule = ruleOf(field);
      push({
        key: `h:${field.id}`,
        id: field.id,
        kind: 'fieldVisible',
        group,
        field,
        rule: fieldRule.rule,
        reads: [`h:${group.id}`, ...fieldRule.reads],
      });
      const base = { key: `v:${field.id}`, id: field.id, group, field };
      const readsOf = (deps: string[]) => [
        `h:${field.id}`,
        ...deps.map(valueKey).filter((k): k is string => !!k),
      ];
      const formula = field.formula;
      if (field.type === 'numericFormula') {
        if (formula?.mode === 'fixed')
          push({ ...base, kind: 'numeric', fixed: formula.value, reads: readsOf([]) });
        else if (formula?.mode === 'logic') {
          const vars = logicVars(formula.logic);
          if (!vars || vars.some((v) => !known.has(v))) {
            invalidFormula(field);
            push({ ...base, kind: 'numeric', formula: null, reads: readsOf([]) });
          } else push({ ...base, kind: 'numeric', logic: formula.logic, reads: readsOf(vars) });
        } else {
          let compiled: CompiledFormula | null = null;
          try {
            if (formula?.mode !== 'numeric') throw new Error('no formula');
            compiled = compileFormula(formula.expression, { known });
          } catch {
            invalidFormula(field);
          }
          push({ ...base, kind: 'numeric', formula: compiled, reads: readsOf(compiled?.deps ?? []) });
        }
      } else if (field.type === 'textFormula') {
        let template: CompiledTemplate | null = null;
        try {
          if (formula?.mode !== 'text') throw new Error('no template');
          template = compileTextTemplate(formula.template, known);
        } catch {
          invalidFormula(field);
        }
        push({ ...base, kind: 'text', template, reads: readsOf(template?.deps ?? []) });
      } else if (field.type === 'table') {
        const table = compileTable(field, known);
        problems.push(...table.problems.map((p) => ({ ...p, id: field.id })));
        push({ ...base, kind: 'table', table, reads: readsOf(table.formDeps) });
        for (const result of table.results)
          push({
            key: `v:${result.id}`,
            id: result.id,
            kind: 'result',
            result,
            tableId: field.id,
            table,
            reads: [`v:${field.id}`],
          });
      } else push({ ...base, kind: 'input', reads: [`h:${field.id}`] });
    }
  }

  const byKey = new Map(nodes.map((node, i) => [node.key, i]));
  const reads = new Map(nodes.map((node) => [node.key, node.reads.filter((k) => byKey.has(k))]));
  const loop = findDependencyCycle(reads);
  const compiled: CompiledForm = { model, nodes: [], nodeIndex: new Map(), problems, cycle: null, known };
  if (loop) {
    const ids = [...new Set(loop.map((key) => key.slice(2)))];
    compiled.cycle = ids;
    const names = ids.map((id) => index.fields.get(id)?.field.name ?? index.groups.get(id)?.name ?? id);
    problems.push({ code: 'FORM_FORMULA_LOOP', params: { fields: names.join(', ') } });
  } else {
    // Depth-first post-order gives a topological order (the graph is acyclic here).
    const done = new Uint8Array(nodes.length);
    const order: number[] = [];
    for (let start = 0; start < nodes.length; start++) {
      if (done[start]) continue;
      const stack: Array<[number, number]> = [[start, 0]];
      done[start] = 1;
      while (stack.length) {
        const top = stack[stack.length - 1]!;
        const deps = reads.get(nodes[top[0]]!.key)!;
        if (top[1] < deps.length) {
          const next = byKey.get(deps[top[1]++]!)!;
          if (!done[next]) {
            done[next] = 1;
            stack.push([next, 0]);
          }
        } else {
          order.push(top[0]);
          stack.pop();
        }
      }
    }
    compiled.nodes = order.map((i) => nodes[i]!);
    compiled.nodes.forEach((node, i) => compiled.nodeIndex.set(node.key, i));
    for (const node of compiled.nodes)
      for (const key of reads.get(node.key)!)
        compiled.nodes[compiled.nodeIndex.get(key)!]!.dependents.push(compiled.nodeIndex.get(node.key)!);
  }
  cache.set(model, compiled);
  return compiled;
}
