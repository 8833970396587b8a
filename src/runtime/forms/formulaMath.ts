import { all, create, type FactoryFunctionMap, type MathNode } from 'mathjs';

const math = create(all as FactoryFunctionMap, {});
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
