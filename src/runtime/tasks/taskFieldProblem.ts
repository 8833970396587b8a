import type { TaskFields } from './TaskFields';
import { taskSchedule } from './taskSchedule';

/** The largest proximity a task may ask (metres). */
export const MAX_PROXIMITY_METERS = 100_000;

/** The field of a task a refusal belongs to: an `ATIVIDADE` key, or the recurrence of a template. */
export type TaskFieldPath = keyof TaskFields | 'recurrence';

/** A rule a task's fields break: the catalogue code and the field to show it beside. */
export interface TaskFieldProblem {
  code: 'TASK_INVALID_DISTANCE' | 'TASK_DUE_HOUR_BEFORE_START' | 'TASK_DUE_BEFORE_START' | 'TASK_DUE_IN_PAST';
  field: TaskFieldPath;
}

/**
 * The first rule of docs/tasks.md that needs no database a task's fields break, or null: the proximity
 * distance (an integer 1..100000, required when filling only in location), the due not before the start
 * (the due hour on the start day, else the due date) and, when `dueIsNew` says so, not before now. The
 * server refuses with it (SalvarAtividade, SalvarAtividades) and the task page shows it beside the field
 * before sending, so both say the same.
 *
 * @example taskFieldProblem({ ...fields, proximityMeters: 0 }, -180, new Date(), () => true)
 * // { code: 'TASK_INVALID_DISTANCE', field: 'proximityMeters' }
 */
export function taskFieldProblem(
  fields: TaskFields,
  offsetMinutes: number,
  now: Date,
  dueIsNew: (dueAt: Date | null) => boolean,
): TaskFieldProblem | null {
  const proximity = fields.proximityMeters ?? null;
  if (
    (proximity !== null &&
      (!Number.isInteger(proximity) || proximity < 1 || proximity > MAX_PROXIMITY_METERS)) ||
    (fields.fillInLocation && proximity === null)
  )
    return { code: 'TASK_INVALID_DISTANCE', field: 'proximityMeters' };
  const { startAt, dueAt, dueDate } = taskSchedule(fields, offsetMinutes);
  // A template's due comes from its expiry days: the problem is shown beside them.
  const dueField = fields.dueDate ? 'dueDate' : 'dueDays';
  if (dueAt && dueAt.getTime() < startAt.getTime())
    return dueDate === fields.startDate
      ? { code: 'TASK_DUE_HOUR_BEFORE_START', field: 'dueHour' }
      : { code: 'TASK_DUE_BEFORE_START', field: dueField };
  if (dueAt && dueAt.getTime() < now.getTime() && dueIsNew(dueAt))
    return { code: 'TASK_DUE_IN_PAST', field: dueField };
  return null;
}
