import type { ConstantNode, EvalFunction, FunctionNode, MathNode, OperatorNode, SymbolNode } from 'mathjs';
import { FormulaCache } from './formulaCache';
import { formulaMath } from './formulaMath';

/** A table row reference: the current row, the previous/next/first/last one, or a 1-based row number. */
export type RowRef = 'current' | 'prev' | 'next' | 'first' | 'last' | number;

export interface ColumnRef {
  column: string;
  row: RowRef;
}

/** Why a formula was refused, for the editor (the user-facing text is FORM_INVALID_FORMULA). */
export class FormulaError extends Error {
  constructor(
    readonly reason: 'syntax' | 'unknownReference' | 'functionNotAllowed' | 'notAllowed' | 'rowReference',
    readonly token: string,
  ) {
    super(`${reason}: ${token}`);
  }
}

export interface CompiledFormula {
  /** Field, table-result and global ids the formula reads (its place in the dependency graph). */
  deps: string[];
  /** Table column references (`col(...)`), only in table column formulas. */
  columnRefs: ColumnRef[];
  /** Fields whose score the formula reads (`score(id)`). */
  scoreRefs: string[];
  /**
   * Evaluates with only what the readers give: `read(id)` a value as a number (or array of numbers),
   * `column(i)` the value of `columnRefs[i]`, `score(i)` the score of `scoreRefs[i]`.
   * Any failure (division by zero, a non-number result) gives null.
   */
  evaluate(
    read: (id: string) => unknown,
    column?: (i: number) => unknown,
    score?: (i: number) => unknown,
  ): number | null;
}

const FUNCTIONS = new Set([
  'abs',
  'ceil',
  'floor',
  'round',
  'fix',
  'sqrt',
  'cbrt',
  'pow',
  'exp',
  'log',
  'log10',
  'log2',
  'mod',
  'sign',
  'min',
  'max',
  'sum',
  'mean',
  'median',
  'prod',
  'count',
  'hypot',
  'gcd',
  'lcm',
  'not',
  'and',
  'or',
  'xor',
  'equal',
  'unequal',
  'larger',
  'smaller',
  'largerEq',
  'smallerEq',
  'isNaN',
  'number',
]);
const OPERATORS = new Set([
  'add',
  'subtract',
  'multiply',
  'divide',
  'unaryMinus',
  'unaryPlus',
  'pow',
  'mod',
  'larger',
  'smaller',
  'largerEq',
  'smallerEq',
  'equal',
  'unequal',
  'and',
  'or',
  'not',
  'xor',
  'dotMultiply',
  'dotDivide',
  'dotPow',
]);
const CONSTANTS = new Set(['pi', 'e', 'true', 'false']);
const ROW_WORDS = new Set(['prev', 'next', 'first', 'last', 'current']);
const SAFE_ID = /^[A-Za-z_][A-Za-z0-9_]*$/;

function toNumber(result: unknown): number | null {
  if (typeof result === 'boolean') return result ? 1 : 0;
  return typeof result === 'number' && Number.isFinite(result) ? result : null;
}

function argName(node: MathNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'SymbolNode') return (node as SymbolNode).name;
  if (node.type === 'ConstantNode' && typeof (node as ConstantNode).value === 'string')
    return (node as ConstantNode).value as unknown as string;
  return undefined;
}

function rowRefOf(node: MathNode | undefined): RowRef {
  if (!node) return 'current';
  if (node.type === 'SymbolNode' && ROW_WORDS.has((node as SymbolNode).name))
    return (node as SymbolNode).name as RowRef;
  const value = node.type === 'ConstantNode' ? (node as ConstantNode).value : undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1) return value;
  throw new FormulaError('rowReference', node.toString());
}

/**
 * Compiles a numeric formula once (the sandboxed mathjs of formulaMath). Syntax:
 * - other fields, table results and global variables by id: `qty * price + tax`
 * - arithmetic, comparisons, `and`/`or`/`not`, `cond ? a : b`, and the functions abs, ceil, floor,
 *   round, sqrt, pow, min, max, sum, mean, median, mod, log... (nothing else: no assignment, property
 *   access, units, matrices indexing or function definitions)
 * - a field's score: `score(inspection)`
 * - in a table column formula, another column of the current row `col(qty)` or of another row:
 *   `col(qty, prev)`, `col(qty, next)`, `col(qty, first)`, `col(qty, last)`, `col(qty, 3)` (row 3);
 *   a row that does not exist reads as 0; `col(total, prev)` in the `total` column is a running total.
 * Empty values read as 0; choice fields read as the chosen options' score.
 * The text's parse and compilation are cached (formulaCache, by text and table columns); only the
 * check of the ids it reads against `known` runs on every call.
 *
 * @example
 * const f = compileFormula('qty * col(price, prev)', { known: ['qty'], columns: ['price'] });
 * f.deps; // ['qty']
 * f.columnRefs; // [{ column: 'price', row: 'prev' }]
 * f.evaluate(() => 2, () => 5); // 10
 */
export function compileFormula(
  expression: string,
  options: { known: Iterable<string>; columns?: Iterable<string> },
): CompiledFormula {
  // A form passes its one Set of ids to every formula: copying it each time would be quadratic.
  const known =
    options.known instanceof Set ? (options.known as ReadonlySet<string>) : new Set(options.known);
  const columns = options.columns ? [...options.columns] : undefined;
  const key = columns ? `c${columns.join('\u0001')}\u0000${expression}` : `f\u0000${expression}`;
  const analysis = formulaCache.get(key) ?? formulaCache.set(key, analyse(expression, columns));
  const deps = new Set<string>();
  // Replayed in the order the check walks the tree, so the first problem reported is the same.
  for (const step of analysis.steps) {
    if (step.score !== undefined) {
      if (!known.has(step.score)) throw new FormulaError('unknownReference', step.token);
      deps.add(step.score);
    } else if (known.has(step.token)) deps.add(step.token);
    else if (!CONSTANTS.has(step.token)) throw new FormulaError('unknownReference', step.token);
  }
  if (analysis.error) throw analysis.error;
  for (const id of deps) if (!SAFE_ID.test(id)) throw new FormulaError('unknownReference', id);
  const compiled = analysis.compiled!;
  const { columnRefs, scoreRefs } = analysis;
  const depList = [...deps];
  const scope = new Map<string, unknown>();
  return {
    deps: depList,
    columnRefs: columnRefs.map((ref) => ({ ...ref })),
    scoreRefs: [...scoreRefs],
    evaluate(read, column, score) {
      for (const id of depList) scope.set(id, read(id));
      for (let i = 0; i < columnRefs.length; i++) scope.set(`__c${i}`, column ? column(i) : 0);
      for (let i = 0; i < scoreRefs.length; i++) scope.set(`__s${i}`, score ? score(i) : 0);
      try {
        return toNumber(compiled.evaluate(scope));
      } catch {
        return null;
      }
    },
  };
}

/** A symbol the formula reads (`token`), or a `score(field)` call (`score`, its text in `token`). */
interface Step {
  token: string;
  score?: string;
}

/** What a formula's text gives regardless of the model: see compileFormula. */
interface Analysis {
  /** The id checks to run against the model's ids, in tree order, up to `error`. */
  steps: Step[];
  /** The first problem not about the model's ids (syntax, a function not allowed, a bad row...). */
  error?: FormulaError;
  compiled?: EvalFunction;
  columnRefs: ColumnRef[];
  scoreRefs: string[];
}

/** Shared by every model (up to 2,000 texts); exported for the bench's cold figure and tests. */
export const formulaCache = new FormulaCache<Readonly<Analysis>>(2000);

function analyse(expression: string, columnList: string[] | undefined): Analysis {
  const columns = columnList ? new Set(columnList) : undefined;
  const steps: Step[] = [];
  const columnRefs: ColumnRef[] = [];
  const scoreRefs: string[] = [];
  const fail = (error: FormulaError): Analysis => ({ steps, error, columnRefs: [], scoreRefs: [] });
  let tree: MathNode;
  try {
    tree = formulaMath.parse(expression);
  } catch (error) {
    return fail(new FormulaError('syntax', error instanceof Error ? error.message : String(error)));
  }

  const check = (node: MathNode): void => {
    switch (node.type) {
      case 'ConstantNode':
        return;
      case 'SymbolNode':
        steps.push({ token: (node as SymbolNode).name });
        return;
      case 'ParenthesisNode':
      case 'ConditionalNode':
      case 'ArrayNode':
        node.forEach((child) => check(child));
        return;
      case 'OperatorNode':
        if (!OPERATORS.has((node as OperatorNode).fn))
          throw new FormulaError('notAllowed', (node as OperatorNode).op);
        (node as OperatorNode).args.forEach(check);
        return;
      case 'FunctionNode': {
        const call = node as FunctionNode;
        const name = call.fn.type === 'SymbolNode' ? (call.fn as unknown as SymbolNode).name : '';
        if (name === 'col' && columns) {
          const column = argName(call.args[0]);
          if (!column || !columns.has(column) || call.args.length > 2)
            throw new FormulaError('unknownReference', call.toString());
          return;
        }
        if (name === 'score') {
          const field = argName(call.args[0]);
          if (!field || call.args.length !== 1) throw new FormulaError('unknownReference', call.toString());
          steps.push({ token: call.toString(), score: field });
          return;
        }
        if (!FUNCTIONS.has(name)) throw new FormulaError('functionNotAllowed', name || call.fn.toString());
        call.args.forEach(check);
        return;
      }
      default:
        throw new FormulaError('notAllowed', node.toString());
    }
  };
  try {
    check(tree);
    const rewritten = tree.transform((node) => {
      if (node.type !== 'FunctionNode') return node;
      const call = node as FunctionNode;
      const name = call.fn.type === 'SymbolNode' ? (call.fn as unknown as SymbolNode).name : '';
      if (name === 'col' && columns) {
        columnRefs.push({ column: argName(call.args[0])!, row: rowRefOf(call.args[1]) });
        return formulaMath.symbol(`__c${columnRefs.length - 1}`);
      }
      if (name === 'score') {
        scoreRefs.push(argName(call.args[0])!);
        return formulaMath.symbol(`__s${scoreRefs.length - 1}`);
      }
      return node;
    });
    return { steps, compiled: rewritten.compile(), columnRefs, scoreRefs };
  } catch (error) {
    if (error instanceof FormulaError) return fail(error);
    throw error;
  }
}
