import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { createTaskListController } from '../../../runtime/controllers/taskList/createTaskListController';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';

/**
 * The task list loaded a page at a time through createTaskListController: the first page whenever the
 * parameters change (or `reload` is called), the next one appended by `loadMore`, and the mass actions
 * (`editTasks`, `deleteTasks`). Answers of parameters no longer current are dropped.
 *
 * @example const pages = useTaskPages(taskListParams(query, offset)); pages.items; pages.loadMore();
 */
export function useTaskPages(params: Record<string, unknown>, skip = false) {
  const { command, i18n } = useRuntime();
  const notify = useNotify();
  const list = useMemo(
    () => createTaskListController({ command, t: i18n.t.bind(i18n), notify }),
    [command, i18n, notify],
  );
  const state = useStore(list);
  const key = JSON.stringify(params);
  useEffect(() => {
    if (!skip) list.getState().show(JSON.parse(key) as Record<string, unknown>);
  }, [list, key, skip]);
  return state;
}
