import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { createTaskListController } from '../../../runtime/controllers/taskList/createTaskListController';
import type { TaskListAnswer } from '../../../runtime/protocol/answers/TaskListItem';
import { taskPageParams } from '../../../runtime/tasks/taskPageParams';
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
  const { command, i18n, prefetch } = useRuntime();
  const notify = useNotify();
  const key = JSON.stringify(params);
  const list = useMemo(() => {
    // The start page's prefetched first page, when it has arrived: rows in the first render (issue 13).
    const first = skip ? undefined : (JSON.parse(key) as Record<string, unknown>);
    const answer =
      first && prefetch.take<TaskListAnswer>('ConsultarAtividadesFlowV2', taskPageParams(first, 1));
    return createTaskListController({
      command,
      t: i18n.t.bind(i18n),
      notify,
      ...(first && answer ? { initial: { params: first, answer } } : {}),
    });
    // Made once per runtime (the first parameters only seed it); later parameters go through `show`.
  }, [command, i18n, notify, prefetch]);
  const state = useStore(list);
  useEffect(() => {
    if (!skip) list.getState().show(JSON.parse(key) as Record<string, unknown>);
  }, [list, key, skip]);
  return state;
}
