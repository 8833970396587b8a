import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseTaskListQuery } from '../../../runtime/tasks/parseTaskListQuery';
import type { TaskListQuery } from '../../../runtime/tasks/TaskListQuery';
import { taskListSearch } from '../../../runtime/tasks/taskListSearch';

/**
 * The task list's query kept in the page URL, so a link or the back button brings the same list back;
 * changes replace the history entry (filtering is not a navigation of its own).
 */
export function useTaskListQuery(): [TaskListQuery, (change: Partial<TaskListQuery>) => void] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const query = useMemo(() => parseTaskListQuery(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (change: Partial<TaskListQuery>) =>
      setSearch((previous) => taskListSearch({ ...parseTaskListQuery(previous), ...change }), {
        replace: true,
      }),
    [setSearch],
  );
  return [query, update];
}
