import type { JsonLogic } from './FormModel';

/** Operations whose second argument runs on each array item, so its `var`s name item keys, not fields. */
const ITEM_SCOPED = new Set(['map', 'filter', 'all', 'none', 'some', 'reduce']);

/**
 * The value ids a json-logic expression reads (the first segment of each `var` path), or null when a `var`
 * path is computed at run time (such a rule cannot be placed in the dependency graph and is refused).
 *
 * @example logicVars({ '>': [{ var: 'qty' }, { var: 'rows.0.price' }] }) // ['qty', 'rows']
 */
export function logicVars(logic: JsonLogic | unknown): string[] | null {
  const found = new Set<string>();
  let dynamic = false;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    // Runs over every rule each time a form opens: no Object.entries or slices.
    let op: string | undefined;
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      if (op !== undefined) return;
      op = key;
    }
    if (op === undefined) return;
    const raw: unknown = (node as Record<string, unknown>)[op];
    const args = Array.isArray(raw) ? raw : [raw];
    if (op === 'var') {
      const path: unknown = args[0];
      if (typeof path === 'number') found.add(String(path));
      else if (typeof path === 'string') {
        const dot = path.indexOf('.');
        if (path !== '') found.add(dot < 0 ? path : path.slice(0, dot));
      } else dynamic = true;
      for (let i = 1; i < args.length; i++) visit(args[i]);
      return;
    }
    if (ITEM_SCOPED.has(op)) {
      visit(args[0]);
      for (let i = 2; i < args.length; i++) visit(args[i]);
      return;
    }
    visit(args);
  };
  visit(logic);
  return dynamic ? null : [...found];
}
