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

/** Whether this model object was compiled already (compileFormModel answers it from its cache). */
export function isCompiled(model: FormModel): boolean {
  return cache.has(model);
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
  const byKey = new Map<string, number>();
  // Every node is made here with every property, in one order, and filled in afterwards: one object
  // shape for the ~2,300 nodes of a 1,000-field form keeps building and reading them monomorphic.
  const push = (
    key: string,
    id: string,
    kind: NodeKind,
    reads: string[],
    group?: FormGroup,
    field?: FormField,
  ): FormNode => {
    byKey.set(key, nodes.length);
    const node: FormNode = {
      key,
      id,
      kind,
      group,
      field,
      rule: undefined,
      formula: undefined,
      fixed: undefined,
      logic: undefined,
      template: undefined,
      table: undefined,
      result: undefined,
      tableId: undefined,
      reads,
      dependents: [],
    };
    nodes.push(node);
    return node;
  };

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
    push(`h:${group.id}`, group.id, 'groupVisible', groupRule.reads, group).rule = groupRule.rule;
    for (const field of group.fields) {
      const fieldRule = ruleOf(field);
      const hiddenReads = [`h:${group.id}`, ...fieldRule.reads];
      push(`h:${field.id}`, field.id, 'fieldVisible', hiddenReads, group, field).rule = fieldRule.rule;
      const valueNode = (kind: NodeKind, reads: string[]) =>
        push(`v:${field.id}`, field.id, kind, reads, group, field);
      const readsOf = (deps: string[]) => [
        `h:${field.id}`,
        ...deps.map(valueKey).filter((k): k is string => !!k),
      ];
      const formula = field.formula;
      if (field.type === 'numericFormula') {
        if (formula?.mode === 'fixed') valueNode('numeric', readsOf([])).fixed = formula.value;
        else if (formula?.mode === 'logic') {
          const vars = logicVars(formula.logic);
          if (!vars || vars.some((v) => !known.has(v))) {
            invalidFormula(field);
            valueNode('numeric', readsOf([])).formula = null;
          } else valueNode('numeric', readsOf(vars)).logic = formula.logic;
        } else {
          let compiled: CompiledFormula | null = null;
          try {
            if (formula?.mode !== 'numeric') throw new Error('no formula');
            compiled = compileFormula(formula.expression, { known });
          } catch {
            invalidFormula(field);
          }
          valueNode('numeric', readsOf(compiled?.deps ?? [])).formula = compiled;
        }
      } else if (field.type === 'textFormula') {
        let template: CompiledTemplate | null = null;
        try {
          if (formula?.mode !== 'text') throw new Error('no template');
          template = compileTextTemplate(formula.template, known);
        } catch {
          invalidFormula(field);
        }
        valueNode('text', readsOf(template?.deps ?? [])).template = template;
      } else if (field.type === 'table') {
        const table = compileTable(field, known);
        problems.push(...table.problems.map((p) => ({ ...p, id: field.id })));
        valueNode('table', readsOf(table.formDeps)).table = table;
        for (const result of table.results) {
          const node = push(`v:${result.id}`, result.id, 'result', [`v:${field.id}`]);
          node.result = result;
          node.tableId = field.id;
          node.table = table;
        }
      } else valueNode('input', [`h:${field.id}`]);
    }
  }

  // The graph on node positions: one lookup per edge, no string keys in the hot loops (a 1,000-field
  // form has some 2,300 nodes, and this runs each time a form opens).
  const reads = nodes.map((node) => {
    const out: number[] = [];
    for (const key of node.reads) {
      const at = byKey.get(key);
      if (at !== undefined) out.push(at);
    }
    return out;
  });
  const order = topologicalOrder(reads);
  const compiled: CompiledForm = { model, nodes: [], nodeIndex: new Map(), problems, cycle: null, known };
  if (!order) {
    const loop = findDependencyCycle(
      new Map(nodes.map((node, i) => [node.key, reads[i]!.map((r) => nodes[r]!.key)])),
    )!;
    const ids = [...new Set(loop.map((key) => key.slice(2)))];
    compiled.cycle = ids;
    const names = ids.map((id) => index.fields.get(id)?.field.name ?? index.groups.get(id)?.name ?? id);
    problems.push({ code: 'FORM_FORMULA_LOOP', params: { fields: names.join(', ') } });
  } else {
    const position = new Int32Array(nodes.length);
    order.forEach((node, at) => (position[node] = at));
    compiled.nodes = Array.from(order, (i) => nodes[i]!);
    compiled.nodes.forEach((node, at) => compiled.nodeIndex.set(node.key, at));
    order.forEach((node, at) => {
      for (const read of reads[node]!) compiled.nodes[position[read]!]!.dependents.push(at);
    });
  }
  cache.set(model, compiled);
  return compiled;
}

/**
 * Node positions in topological order (each after the nodes it reads): an iterative depth-first
 * post-order, from the first node on. Null when the graph has a loop.
 */
function topologicalOrder(reads: readonly number[][]): Int32Array | null {
  const state = new Uint8Array(reads.length); // 1 on the current path, 2 done
  const order = new Int32Array(reads.length);
  const stack = new Int32Array(reads.length);
  const next = new Int32Array(reads.length);
  let done = 0;
  for (let start = 0; start < reads.length; start++) {
    if (state[start]) continue;
    let depth = 0;
    stack[0] = start;
    next[start] = 0;
    state[start] = 1;
    while (depth >= 0) {
      const top = stack[depth]!;
      const deps = reads[top]!;
      if (next[top]! < deps.length) {
        const dep = deps[next[top]!++]!;
        if (state[dep] === 1) return null;
        if (state[dep] === 0) {
          state[dep] = 1;
          next[dep] = 0;
          stack[++depth] = dep;
        }
      } else {
        state[top] = 2;
        order[done++] = top;
        depth--;
      }
    }
  }
  return order;
}
