import type { TFunction } from 'i18next';
import { errorMessageKey } from '../../errors/errorCatalogue';
import { checkFormModel } from '../../forms/checkFormModel';
import type { FormModel } from '../../forms/FormModel';
import { checkModelExports } from '../../pdf/checkModelExports';
import { exportsProblemVars } from '../../pdf/exportsProblemVars';
import { checkModelWorkflow } from '../../workflows/checkModelWorkflow';

/** The longest form name (spec 001 section 9). */
export const FORM_NAME_MAX = 100;

/**
 * What blocks saving, as messages, and the ids to mark: the name (required, ≤ 100: 'O número caracteres
 * ultrapassa o valor de máximo de 100'), then checkFormModel (invalid formulas 'Campo {name} configurado
 * com fórmula inválida!', invalid rules, loops), then the workflow (checkModelWorkflow: the spec's 'Não foi
 * possível salvar o modelo. Por favor, revise o workflow e salve-o novamente' and the unconfigured steps' ids),
 * then the export templates (checkModelExports: 'Verifique o modelo de exportação {name}: {reason}'...).
 *
 * @example modelProblems(model, t).messages // ['Campo Total configurado com fórmula inválida!']
 */
export function modelProblems(model: FormModel, t: TFunction): { messages: string[]; ids: Set<string> } {
  const messages: string[] = [];
  const ids = new Set<string>();
  if (!model.name.trim()) messages.push(t('forms.editor.nameRequired'));
  if (model.name.length > FORM_NAME_MAX) messages.push(t(errorMessageKey('FORM_NAME_TOO_LONG')));
  for (const group of model.groups)
    if (!group.name.trim()) {
      messages.push(t('forms.editor.group.nameRequired'));
      ids.add(group.id);
    }
  const { problems, cycle } = checkFormModel(model);
  for (const problem of problems) {
    messages.push(t(errorMessageKey(problem.code), problem.params));
    if (problem.id) ids.add(problem.id);
  }
  for (const id of cycle ?? []) ids.add(id);
  const workflow = checkModelWorkflow(model);
  if (workflow.message) messages.push(t(errorMessageKey('WORKFLOW_INVALID')));
  for (const id of workflow.unconfiguredSteps) ids.add(id);
  const [exported] = checkModelExports(model);
  if (exported) messages.push(t(errorMessageKey(exported.code), exportsProblemVars(exported, t)));
  return { messages, ids };
}
