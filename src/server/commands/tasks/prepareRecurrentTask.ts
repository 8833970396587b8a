import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { TaskFields } from '../../../runtime/tasks/TaskFields';
import { isValidRecurrence, type RecurrenceRule } from '../../../runtime/tasks/recurrence';
import type { AudienceViewer } from '../../access/AudienceViewer';
import type { Database } from '../../db/Database';
import { checkTaskReferences } from '../../tasks/checkTaskReferences';
import { taskFieldFailure } from '../../tasks/taskFieldFailure';
import { taskRowValues } from '../../tasks/taskRowValues';

/** A recurrence as SalvarAtividadeRecorrente receives it (RECORRENCIA): the base date is the start date. */
export type RecurrenceParams = Omit<RecurrenceRule, 'baseDate' | 'expiryDays'> & { expiryDays?: number };

/** The recurrent_tasks columns of a checked template (besides company, audit and version). */
export interface PreparedRecurrentTask {
  title: string;
  form_id: number;
  template: string;
  rule: string;
  utc_offset: number;
}

/**
 * Checks a recurrent task's template and rule as SalvarAtividadeRecorrente does: a rule with occurrences
 * (TASK_RECURRENCE_INVALID on 'recurrence'), distance and the due hour when expiry days are 0
 * (taskRowValues; the base date may be past), the form and records (all of them, as on an edit, since
 * future occurrences use them). Writes nothing, so SalvarAtividadesRecorrentes checks every row first.
 *
 * @example const row = await prepareRecurrentTask(trx, ctx.t, viewer, fields, { recurrenceType: 'monthly', monthDay: 5 }, -180, new Date());
 */
export async function prepareRecurrentTask(
  trx: Transaction<Database>,
  t: TFunction,
  viewer: AudienceViewer,
  fields: TaskFields,
  recurrence: RecurrenceParams,
  offsetMinutes: number,
  now: Date,
): Promise<PreparedRecurrentTask> {
  const rule = {
    ...recurrence,
    expiryDays: recurrence.expiryDays ?? 0,
    baseDate: fields.startDate,
  } as RecurrenceRule;
  if (!isValidRecurrence(rule)) throw taskFieldFailure('TASK_RECURRENCE_INVALID', 'recurrence');
  const values = taskRowValues({ ...fields, dueDays: rule.expiryDays }, offsetMinutes, now, () => false);
  await checkTaskReferences(trx, t, viewer, values);
  return {
    title: values.title,
    form_id: values.form_id,
    // The occurrences copy the approval group's kind found by checkTaskReferences.
    template: JSON.stringify({
      ...fields,
      title: values.title,
      ...(values.approval_group_id ? { approvalGroupKind: values.approval_group_kind } : {}),
    }),
    rule: JSON.stringify(rule),
    utc_offset: offsetMinutes,
  };
}
