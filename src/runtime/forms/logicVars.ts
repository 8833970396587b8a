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
    const entries = Object.entries(node);
    if (entries.length !== 1) return;
    const [op, raw] = entries[0]!;
    const args = Array.isArray(raw) ? raw : [raw];
    if (op === 'var') {
      const path = args[0];
      if (typeof path === 'number') found.add(String(path));
      else if (typeof path === 'string') {
        if (path !== '') found.add(path.split('.')[0]!);
      } else dynamic = true;
      for (const rest of args.slice(1)) visit(rest);
      return;
    }
    if (ITEM_SCOPED.has(op)) {
      visit(args[0]);
      for (const rest of args.slice(2)) visit(rest);
      return;
    }
    visit(args);
  };
  visit(logic);
  return dynamic ? null : [...found];
}
