import type { TaskListTab } from './TaskListQuery';
import { taskStates } from './taskStates';
import { type TaskStateName } from './TaskStateName';
import { TASK_STATES } from './TASK_STATES';

/**
 * The states each tab of the task list shows (taskStates' tab): open work in "Atividades", finished work
 * in "Histórico"; the map offers every state.
 *
 * @example taskTabStates('history') // ['finished', 'cancelled', 'deleted']
 */
export function taskTabStates(tab: TaskListTab): readonly TaskStateName[] {
  if (tab !== 'tasks' && tab !== 'history') return TASK_STATES;
  return TASK_STATES.filter((state) => taskStates[state].tab === tab);
}
