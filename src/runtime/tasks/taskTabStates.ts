import type { TaskListTab } from './TaskListQuery';
import { TASK_STATES, type TaskStateName } from './TaskStateName';

/**
 * The states each tab of the task list shows: open work in "Atividades", finished work in "Histórico";
 * the map offers every state.
 *
 * @example taskTabStates('history') // ['finished', 'cancelled', 'deleted']
 */
export function taskTabStates(tab: TaskListTab): readonly TaskStateName[] {
  switch (tab) {
    case 'tasks':
      return ['planned', 'inProgress', 'late', 'expired'];
    case 'history':
      return ['finished', 'cancelled', 'deleted'];
    default:
      return TASK_STATES;
  }
}
