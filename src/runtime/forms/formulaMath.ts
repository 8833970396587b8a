import { all, create, type FactoryFunctionMap, type MathNode } from 'mathjs';

type Factory = { fn: string; dependencies?: string[] };

/**
 * Factories formulas never reach, left out with every factory that needs them:
 * - Unit: formulas may not use units (compileFormula refuses them), yet with the Unit class present every
 *   compiled symbol is first looked up among the unit names and prefixes, which was about a third of
 *   compiling a big form;
 * - the text evaluators and the algebra (evaluate, compile, parser, resolve, simplify, derivative...):
 *   the sandbox disables them in expressions anyway, and overriding them built them first (simplify
 *   alone was some 20 ms of a phone's main thread while a form opened: issue 13).
 */
const LEFT_OUT = [
  'Unit',
  'evaluate',
  'compile',
  'parser',
  'Parser',
  'resolve',
  'reviver',
  'simplify',
  'derivative',
];

function without(factories: Record<string, Factory>, names: readonly string[]): FactoryFunctionMap {
  const dropped = new Set(names);
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

function createSandbox() {
  const math = create(without(all as unknown as Record<string, Factory>, LEFT_OUT), {});
  // Captured before the overrides below replace it inside the instance's namespace.
  const parse = math.parse;
  const disabled = (name: string) => () => {
    throw new Error(`Function ${name} is disabled`);
  };
  // The mathjs security guide: an expression may not extend the instance or parse new expressions. The
  // names left out above are disabled too, so an expression that calls one says so.
  math.import(
    Object.fromEntries(
      [
        'import',
        'createUnit',
        'parse',
        ...LEFT_OUT.filter((name) => name !== 'Unit' && name !== 'Parser'),
      ].map((name) => [name, disabled(name)]),
    ),
    { override: true },
  );
  return { parse, SymbolNode: math.SymbolNode };
}

let sandbox: ReturnType<typeof createSandbox> | undefined;
const sandboxed = () => (sandbox ??= createSandbox());

/**
 * The formula sandbox: one restricted mathjs instance whose expressions cannot import, create units or
 * parse/evaluate further text; compileFormula also only lets through an allow-list of node types and
 * functions, and formulas see only the values passed in their scope. Made on first use (or by `warm`,
 * in a task of its own before a big form is compiled): some 30 ms of a phone's main thread.
 *
 * @example formulaMath.parse('qty * price').compile().evaluate(new Map([['qty', 2], ['price', 3]])) // 6
 */
export const formulaMath = {
  parse: (expression: string): MathNode => sandboxed().parse(expression),
  symbol: (name: string): MathNode => new (sandboxed().SymbolNode)(name),
  warm: (): void => void sandboxed(),
};
