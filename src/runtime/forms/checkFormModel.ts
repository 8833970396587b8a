import { compileFormModel, type ModelProblem } from './compileFormModel';
import type { FormModel } from './FormModel';

/**
 * What blocks saving a model: invalid formulas ('Campo {name} configurado com fórmula inválida!'),
 * invalid conditional rules, and loops between rules and formulas (the ids along the loop in `cycle`).
 *
 * @example checkFormModel(model) // { problems: [{ code: 'FORM_INVALID_FORMULA', params: { name: 'Total' }, id: 'total' }], cycle: null }
 */
export function checkFormModel(model: FormModel): { problems: ModelProblem[]; cycle: string[] | null } {
  const { problems, cycle } = compileFormModel(model);
  return { problems, cycle };
}
