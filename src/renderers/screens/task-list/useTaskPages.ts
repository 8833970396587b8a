import { useCallback, useEffect, useRef, useState } from 'react';
import { TASK_STATES, type TaskStateName } from '../../../runtime/tasks/TaskStateName';
import { useRuntime } from '../../hooks/useRuntime';
import type { TaskListAnswer, TaskListItem } from './TaskListItem';

/** Rows per server page (progressive loading). */
export const TASK_PAGE_SIZE = 50;

const NO_SUMMARY = Object.fromEntries(TASK_STATES.map((s) => [s, 0])) as Record<TaskStateName, number>;

/**
 * The task list loaded a page at a time: the first page whenever the parameters change (or `reload` is
 * called), the next one appended by `loadMore`. Answers of parameters no longer current are dropped.
 */
export function useTaskPages(params: Record<string, unknown>, skip = false) {
  const { command } = useRuntime();
  const key = JSON.stringify(params);
  const [items, setItems] = useState<TaskListItem[]>([]);
  const [total, setTotal] = useState(0);
  const [summary, setSummary] = useState(NO_SUMMARY);
  const [loading, setLoading] = useState(!skip);
  const [loaded, setLoaded] = useState(false);
  const [version, setVersion] = useState(0);
  // Which load is current: a newer key or reload makes older answers stale.
  const current = useRef(0);
  const page = useRef(0);

  const load = useCallback(
    async (next: number, generation: number) => {
      setLoading(true);
      try {
        const answer = await command<TaskListAnswer>(
          'ConsultarAtividadesFlowV2',
          { ...(JSON.parse(key) as Record<string, unknown>), PAGE: next, PAGE_SIZE: TASK_PAGE_SIZE },
          { silentOnSuccess: true },
        );
        if (generation !== current.current) return;
        page.current = next;
        setItems((before) => (next === 1 ? answer.ITEMS : [...before, ...answer.ITEMS]));
        setTotal(answer.TOTAL);
        setSummary(answer.RESUMO);
        setLoaded(true);
      } catch {
        // The adapter showed why; what was loaded stays.
      } finally {
        if (generation === current.current) setLoading(false);
      }
    },
    [command, key],
  );

  useEffect(() => {
    if (skip) return;
    const generation = ++current.current;
    page.current = 0;
    void load(1, generation);
  }, [load, skip, version]);

  const hasMore = loaded && items.length < total;
  const loadMore = useCallback(() => {
    if (loading || !hasMore) return;
    void load(page.current + 1, current.current);
  }, [hasMore, load, loading]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { items, total, summary, loading, loaded, hasMore, loadMore, reload };
}
