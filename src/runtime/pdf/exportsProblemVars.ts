import type { TFunction } from 'i18next';
import type { ExportsProblem } from './checkModelExports';

/**
 * The values an ExportsProblem's catalogue message interpolates: the template's `name`, the translated
 * `reason` ('Verifique o modelo de exportação Laudo: um bloco usa um grupo ou campo que não existe no
 * formulário') and the background's `page`.
 *
 * @example t(errorMessageKey(problem.code), exportsProblemVars(problem, t))
 */
export function exportsProblemVars(problem: ExportsProblem, t: TFunction): Record<string, string | number> {
  const params = problem.layout?.params ?? {};
  return {
    ...params,
    name: problem.template?.name ?? '',
    ...(problem.reason ? { reason: t(`exportTemplates.problems.${problem.reason}`, params) } : {}),
  };
}
