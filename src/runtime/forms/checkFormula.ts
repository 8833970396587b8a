import { compileFormula, FormulaError } from './compileFormula';

export type FormulaCheck =
  { ok: true; deps: string[] } | { ok: false; error: string; reason: FormulaError['reason']; token: string };

/**
 * Whether a numeric formula is valid against the ids it may read (fields, table results, globals; and
 * `columns` in a table column formula), for the editor's valid/invalid mark. The user-facing message for
 * a field whose formula fails is `errors.FORM_INVALID_FORMULA` ('Campo {name} configurado com fórmula inválida!').
 *
 * @example checkFormula('qty * price', ['qty', 'price']) // { ok: true, deps: ['qty', 'price'] }
 * @example checkFormula('import({})', ['qty']).ok // false
 */
export function checkFormula(
  expression: string,
  knownIds: Iterable<string>,
  columns?: Iterable<string>,
): FormulaCheck {
  try {
    return { ok: true, deps: compileFormula(expression, { known: knownIds, columns }).deps };
  } catch (error) {
    if (error instanceof FormulaError)
      return { ok: false, error: error.message, reason: error.reason, token: error.token };
    return { ok: false, error: String(error), reason: 'syntax', token: expression };
  }
}
