import { all, create, type FactoryFunctionMap, type MathNode } from 'mathjs';

type Factory = { fn: string; dependencies?: string[] };

/**
 * mathjs without units: formulas may not use them (compileFormula refuses them), yet with the Unit class
 * present every compiled symbol is first looked up among the unit names and prefixes, which was about a
 * third of compiling a big form. The Unit factory and every factory that needs it (physical constants,
 * createUnit, unit) are left out.
 */
function withoutUnits(factories: Record<string, Factory>): FactoryFunctionMap {
  const dropped = new Set(['Unit']);
  let grew = true;
  while (grew) {
    grew = false;
    for (const factory of Object.values(factories)) {
      const needsDropped = (factory.dependencies ?? []).some((d) => !d.startsWith('?') && dropped.has(d));
      if (!dropped.has(factory.fn) && needsDropped) {
        dropped.add(factory.fn);
        grew = true;
      }
    }
  }
  const kept = Object.entries(factories).filter(([, factory]) => !dropped.has(factory.fn));
  return Object.fromEntries(kept) as unknown as FactoryFunctionMap;
}

const math = create(withoutUnits(all as unknown as Record<string, Factory>), {});
// Captured before the overrides below replace it inside the instance's namespace.
const parse = math.parse;
const disabled = (name: string) => () => {
  throw new Error(`Function ${name} is disabled`);
};
// The mathjs security guide: an expression may not extend the instance or parse new expressions.
math.import(
  {
    import: disabled('import'),
    createUnit: disabled('createUnit'),
    evaluate: disabled('evaluate'),
    parse: disabled('parse'),
    simplify: disabled('simplify'),
    derivative: disabled('derivative'),
    compile: disabled('compile'),
    resolve: disabled('resolve'),
    reviver: disabled('reviver'),
    parser: disabled('parser'),
  },
  { override: true },
);

/**
 * The formula sandbox: one restricted mathjs instance whose expressions cannot import, create units or
 * parse/evaluate further text; compileFormula also only lets through an allow-list of node types and
 * functions, and formulas see only the values passed in their scope.
 *
 * @example formulaMath.parse('qty * price').compile().evaluate(new Map([['qty', 2], ['price', 3]])) // 6
 */
export const formulaMath = {
  parse: (expression: string): MathNode => parse(expression),
  symbol: (name: string): MathNode => new math.SymbolNode(name),
};
