import { isValidRecurrence } from '../../tasks/recurrence';
import { taskFieldProblem, type TaskFieldPath } from '../../tasks/taskFieldProblem';
import { recurrenceRuleOf } from './recurrenceRuleOf';
import type { TaskDraft } from './TaskDraft';
import { taskParamsFrom } from './taskParamsFrom';

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** A problem per field, the message to show beside it. */
export type TaskDraftErrors = Partial<Record<TaskFieldPath, string>>;

/**
 * What the page refuses before sending, with the server's own messages: required fields, then the rules
 * the server checks without a database (taskFieldProblem: 'Distância inválida', due before the start,
 * due hour before the start hour, due in the past) and a recurrence without occurrences. The server
 * still decides; its refusals land beside the same fields. `previousDueAt` (an edit) lets an overdue
 * task keep its due date, as the server does.
 *
 * @example taskDraftErrors(draft, t, new Date(), -180) // { title: 'Campo obrigatório' }
 */
export function taskDraftErrors(
  draft: TaskDraft,
  t: Translate,
  now: Date,
  offsetMinutes: number,
  previousDueAt?: string | null,
): TaskDraftErrors {
  const errors: TaskDraftErrors = {};
  const required = t('errors.REQUIRED_FIELD');
  if (!draft.title.trim()) errors.title = required;
  if (draft.formId === null) errors.formId = required;
  const responsibleMissing =
    draft.responsibleKind === 'employee'
      ? draft.employeeId === null
      : draft.responsibleKind === 'squad'
        ? draft.squadId === null
        : !draft.code.trim();
  if (responsibleMissing) errors.responsible = required;
  if (!draft.startDate) errors.startDate = required;
  if (!draft.recurrent && draft.dueMode === 'days' && !/^\d+$/.test(draft.dueDays.trim()))
    errors.dueDays = draft.dueDays.trim() ? t('errors.INVALID_VALUE') : required;
  if (draft.recurrent) {
    const rule = recurrenceRuleOf(draft);
    if (rule.recurrenceType === 'weekly' && rule.weekdays.length === 0) errors.recurrence = required;
    else if (!isValidRecurrence(rule)) errors.recurrence = t('errors.TASK_RECURRENCE_INVALID');
    if (!Number.isInteger(rule.expiryDays) || rule.expiryDays < 0) errors.dueDays = t('errors.INVALID_VALUE');
  }
  if (draft.startDate && !errors.dueDays) {
    const { ATIVIDADE } = taskParamsFrom(draft);
    const fields = draft.recurrent
      ? { ...ATIVIDADE, dueDays: recurrenceRuleOf(draft).expiryDays }
      : ATIVIDADE;
    const problem = taskFieldProblem(
      fields,
      offsetMinutes,
      now,
      // A template's start may be past (docs/tasks.md); an edit keeps an unchanged overdue due date.
      (dueAt) => !draft.recurrent && dueAt?.toISOString() !== (previousDueAt ?? undefined),
    );
    if (problem) errors[problem.field] = t(`errors.${problem.code}`);
  }
  return errors;
}
