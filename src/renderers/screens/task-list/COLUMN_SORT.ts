import type { TaskListColumn } from '../../../runtime/tasks/taskListColumns';
import type { TaskSortField } from '../../../runtime/tasks/TaskListQuery';

/** What clicking a task list column header sorts by (ORDENAR.field). */
export const COLUMN_SORT: Record<TaskListColumn, TaskSortField> = {
  title: 'title',
  state: 'state',
  responsible: 'responsible',
  form: 'form',
  client: 'client',
  unit: 'unit',
  start: 'start',
  due: 'due',
  deadline: 'due',
};
