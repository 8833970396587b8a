import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { parseTaskListQuery } from '../../../runtime/tasks/parseTaskListQuery';
import type { TaskListQuery } from '../../../runtime/tasks/TaskListQuery';
import { taskListSearch } from '../../../runtime/tasks/taskListSearch';

/** What to change in the query, or how, from the query it applies to. */
export type TaskListQueryChange =
  Partial<TaskListQuery> | ((current: TaskListQuery) => Partial<TaskListQuery>);

/**
 * The task list's query kept in the page URL, so a link or the back button brings the same list back;
 * changes replace the history entry (filtering is not a navigation of its own).
 *
 * Consecutive changes compose: each one starts from the last change sent, not from the rendered URL,
 * until the page renders it. The router's own functional update reads the rendered params, so a
 * debounced search firing right after a tab change (before it rendered) used to put the list back on
 * the first tab. A change may be a function of the query it applies to (the latest, sent or rendered).
 */
export function useTaskListQuery(): [TaskListQuery, (change: TaskListQueryChange) => void] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const query = useMemo(() => parseTaskListQuery(new URLSearchParams(key)), [key]);
  const rendered = useRef(key);
  // The URL sent but not rendered yet; cleared once a render shows the URL (ours or the back button's).
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    rendered.current = key;
    pending.current = null;
  }, [key]);
  const update = useCallback(
    (change: TaskListQueryChange) => {
      const current = parseTaskListQuery(new URLSearchParams(pending.current ?? rendered.current));
      const next = taskListSearch({
        ...current,
        ...(typeof change === 'function' ? change(current) : change),
      });
      pending.current = next.toString();
      setSearch(next, { replace: true });
    },
    [setSearch],
  );
  return [query, update];
}
