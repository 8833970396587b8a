/** A column of the task list (`/tasks`). */
export type TaskListColumn =
  'title' | 'state' | 'responsible' | 'form' | 'client' | 'unit' | 'start' | 'due' | 'deadline';

/**
 * The task list's columns in their default order, as a column source of `loadColumnPreferences`: a
 * user's choice is kept under the list name `tasks` (SaveListColumns, `listColumns.tasks`), the same way
 * as an entity list's. The title always shows; the chooser offers the others.
 *
 * @example loadColumnPreferences(localStorage, TASK_LIST_COLUMNS, user.id, user.userCustomization)
 */
export const TASK_LIST_COLUMNS: {
  name: 'tasks';
  functionality: 'TASK';
  list: { columns: Array<{ field: TaskListColumn; visible?: boolean }> };
} = {
  name: 'tasks',
  functionality: 'TASK',
  list: {
    columns: [
      { field: 'title' },
      { field: 'state' },
      { field: 'responsible' },
      { field: 'form' },
      { field: 'client' },
      { field: 'unit', visible: false },
      { field: 'start' },
      { field: 'due' },
      { field: 'deadline' },
    ],
  },
};
