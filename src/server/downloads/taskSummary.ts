import { formatEntityValue } from '../../runtime/entities/formatEntityValue';
import type { EntityField } from '../../runtime/entities/EntityMeta';
import { taskStates } from '../../runtime/tasks/taskStates';
import { zonedDateTime } from '../../runtime/tasks/zonedDateTime';
import type { DownloadBuildContext } from './DownloadBuildContext';
import { shownApproval } from '../../runtime/tasks/shownApproval';
import type { DownloadTask } from './DownloadData';

/** The task columns every format shows, in the "Atividades" sheet's order. */
export const TASK_COLUMNS = [
  'id',
  'title',
  'state',
  'doneLabel',
  'responsible',
  'form',
  'client',
  'unit',
  'start',
  'due',
  'finished',
  'approval',
  'address',
] as const;

export type TaskColumn = (typeof TASK_COLUMNS)[number];

const ADDRESS_FIELD = { type: 'address' } as EntityField;

/** An instant as `dd/MM/yyyy HH:mm` in the UTC offset (the requester's screen time). */
export function localDateTime(instant: Date | null, utcOffset: number): string {
  if (!instant) return '';
  const { date, hour } = zonedDateTime.toLocal(instant, utcOffset);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} ${hour}`;
}

/**
 * A task's columns as texts in the requester's language and time zone: the same labels the task screens
 * use (the state's label from taskStates, `tasks.doneLabels`, `tasks.approvalStates`) and the address as
 * one line.
 *
 * @example taskSummary(task, ctx).state // 'Finalizada'
 */
export function taskSummary(
  task: DownloadTask,
  ctx: Pick<DownloadBuildContext, 't' | 'utcOffset'>,
): Record<TaskColumn, string> {
  const { t, utcOffset } = ctx;
  return {
    id: String(task.id),
    title: task.title,
    state: t(taskStates[task.state].labelKey),
    doneLabel: task.doneLabel ? t(`tasks.doneLabels.${task.doneLabel}`) : '',
    responsible: task.responsibleName,
    form: task.formName,
    client: task.clientName,
    unit: task.unitName,
    start: localDateTime(task.startAt, utcOffset),
    due: localDateTime(task.dueAt, utcOffset),
    finished: localDateTime(task.finishedAt, utcOffset),
    approval: shownApproval(task.approval, task.state) ? t(`tasks.approvalStates.${task.approval}`) : '',
    address: task.address ? formatEntityValue(ADDRESS_FIELD, task.address, t) : '',
  };
}
