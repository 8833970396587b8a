import { useEffect, useState } from 'react';

/**
 * How many of `total` rows to draw: at most `first` in the render that brings them, all of them in a
 * task of their own right after. A phone's first paint then waits for a screenful of rows, not for a
 * page of 50 (issue 13: the mobile task list's largest paint and blocking time), and the long render is
 * cut in two. Rows added later (the next page) follow the same way, `first` at a time at most once.
 *
 * @example const count = useStagedCount(items.length, 8); items.slice(0, count).map(...)
 */
export function useStagedCount(total: number, first: number): number {
  const [drawn, setDrawn] = useState(Math.min(total, first));
  useEffect(() => {
    // Fewer rows now (other filters, loading again): the next ones are staged again.
    if (drawn === total) return;
    if (drawn > total) {
      setDrawn(total);
      return;
    }
    const timer = setTimeout(() => setDrawn(total));
    return () => clearTimeout(timer);
  }, [drawn, total]);
  return drawn >= total ? total : Math.max(drawn, Math.min(total, first));
}
