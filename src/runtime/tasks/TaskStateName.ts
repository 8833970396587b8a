/** A task's stored status (docs/tasks.md). */
export type TaskStatus = 'planned' | 'in_progress' | 'finished' | 'cancelled' | 'deleted';

/** A task's displayed state, computed from its status and due date. */
export type TaskStateName =
  'planned' | 'inProgress' | 'late' | 'expired' | 'finished' | 'cancelled' | 'deleted';

/** How a finished task was delivered. */
export type TaskDoneLabel = 'onTime' | 'late' | 'noDueDate';

/** The board column of a task. */
export type TaskCard = 'todo' | 'doing' | 'done';

/** The displayed state of a task with its done label and card (null when they do not apply). */
export interface TaskState {
  state: TaskStateName;
  doneLabel: TaskDoneLabel | null;
  card: TaskCard | null;
}

/** What taskState reads of a task. */
export interface TaskTiming {
  status: TaskStatus;
  dueAt: Date | null;
  closeAfterDue: boolean;
  finishedAt: Date | null;
}

/**
 * What defines a displayed state (taskStates): its label, the list tab showing it, and the stored task's
 * condition: one of `statuses`, and, when given, whether the due date passed (`overdue`: due before now;
 * false also when there is no due date) and whether the task closes after its due date.
 */
export interface TaskStateDefinition {
  /** The i18n key of its label. */
  labelKey: string;
  /** The task list tab that shows it ("Atividades" or "Histórico"). */
  tab: 'tasks' | 'history';
  statuses: readonly TaskStatus[];
  overdue?: boolean;
  closeAfterDue?: boolean;
}
