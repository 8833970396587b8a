import type { TaskStateDefinition, TaskStateName } from './TaskStateName';

/**
 * Every displayed state of a task, in the list's summary order, with the label key the screens show and
 * the condition over the stored task that defines it (docs/tasks.md). taskState reads it in memory and the
 * server's taskStateCondition turns it into SQL, so a row's state, the list's filters and its counts agree.
 * The conditions partition the tasks: each task matches exactly one state.
 *
 * @example taskStates.late // { labelKey: 'tasks.states.late', tab: 'tasks', statuses: ['planned', 'in_progress'], overdue: true, closeAfterDue: false }
 */
export const taskStates: Readonly<Record<TaskStateName, TaskStateDefinition>> = {
  planned: { labelKey: 'tasks.states.planned', tab: 'tasks', statuses: ['planned'], overdue: false },
  inProgress: {
    labelKey: 'tasks.states.inProgress',
    tab: 'tasks',
    statuses: ['in_progress'],
    overdue: false,
  },
  late: {
    labelKey: 'tasks.states.late',
    tab: 'tasks',
    statuses: ['planned', 'in_progress'],
    overdue: true,
    closeAfterDue: false,
  },
  expired: {
    labelKey: 'tasks.states.expired',
    tab: 'tasks',
    statuses: ['planned', 'in_progress'],
    overdue: true,
    closeAfterDue: true,
  },
  finished: { labelKey: 'tasks.states.finished', tab: 'history', statuses: ['finished'] },
  cancelled: { labelKey: 'tasks.states.cancelled', tab: 'history', statuses: ['cancelled'] },
  deleted: { labelKey: 'tasks.states.deleted', tab: 'history', statuses: ['deleted'] },
};
