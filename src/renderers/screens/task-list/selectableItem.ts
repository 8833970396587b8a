import type { TaskListItem } from '../../../runtime/protocol/answers/TaskListItem';

/** Whether a task row may be selected for mass actions: a deleted task has none left. */
export function selectableItem(item: TaskListItem): boolean {
  return item.state !== 'deleted';
}
