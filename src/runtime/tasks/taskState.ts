import { taskStateMatches } from './taskStateMatches';
import { taskStates } from './taskStates';
import { type TaskCard, type TaskState, type TaskStatus, type TaskTiming } from './TaskStateName';
import { TASK_STATES } from './TASK_STATES';

const CARDS: Record<TaskStatus, TaskCard | null> = {
  planned: 'todo',
  in_progress: 'doing',
  finished: 'done',
  cancelled: 'done',
  deleted: null,
};

/**
 * The displayed state of a task at `now`, the one whose condition in taskStates it meets (docs/tasks.md): a
 * planned or in-progress task whose due date passed is `expired` when it closes after its due date, `late`
 * otherwise; a finished one is delivered `onTime`, `late` or with `noDueDate`. The card follows the stored
 * status.
 *
 * @example taskState({ status: 'planned', dueAt: yesterday, closeAfterDue: false, finishedAt: null }, now)
 * // { state: 'late', doneLabel: null, card: 'todo' }
 */
export function taskState(task: TaskTiming, now: Date): TaskState {
  const state = TASK_STATES.find((name) => taskStateMatches(taskStates[name], task, now))!;
  const doneLabel =
    state !== 'finished'
      ? null
      : task.dueAt === null
        ? 'noDueDate'
        : task.finishedAt !== null && task.finishedAt.getTime() > task.dueAt.getTime()
          ? 'late'
          : 'onTime';
  return { state, doneLabel, card: CARDS[task.status] };
}
