import type { TaskCard, TaskState, TaskStatus, TaskTiming } from './TaskStateName';

const CARDS: Record<TaskStatus, TaskCard | null> = {
  planned: 'todo',
  in_progress: 'doing',
  finished: 'done',
  cancelled: 'done',
  deleted: null,
};

/**
 * The displayed state of a task at `now` (docs/tasks.md): a planned or in-progress task whose due date
 * passed is `expired` when it closes after its due date, `late` otherwise; a finished one is delivered
 * `onTime`, `late` or with `noDueDate`. The card follows the stored status.
 *
 * @example taskState({ status: 'planned', dueAt: yesterday, closeAfterDue: false, finishedAt: null }, now)
 * // { state: 'late', doneLabel: null, card: 'todo' }
 */
export function taskState(task: TaskTiming, now: Date): TaskState {
  const card = CARDS[task.status];
  switch (task.status) {
    case 'finished': {
      const doneLabel =
        task.dueAt === null
          ? 'noDueDate'
          : task.finishedAt !== null && task.finishedAt.getTime() > task.dueAt.getTime()
            ? 'late'
            : 'onTime';
      return { state: 'finished', doneLabel, card };
    }
    case 'cancelled':
    case 'deleted':
      return { state: task.status, doneLabel: null, card };
    default: {
      const overdue = task.dueAt !== null && task.dueAt.getTime() < now.getTime();
      const open = task.status === 'planned' ? 'planned' : 'inProgress';
      return { state: overdue ? (task.closeAfterDue ? 'expired' : 'late') : open, doneLabel: null, card };
    }
  }
}
