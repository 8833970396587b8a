import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` rows to draw: at most `first` in the render that brings them, then `step` more in
 * each task after, until all are drawn. A phone's first paint then waits for a screenful of rows, not for
 * a page of 50 (issue 13: the mobile task list's largest paint), and the rest of the page is drawn in
 * short tasks instead of one long one that blocks input (its blocking time); draw the rows memoised, so
 * a step costs its own rows only. Rows added later (the next page) follow the same way.
 *
 * @example const count = useStagedCount(items.length, 8, 3); items.slice(0, count).map(...)
 */
export function useStagedCount(total: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState(Math.min(total, first));
  useEffect(() => {
    // Fewer rows now (other filters, loading again): the next ones are staged again.
    if (drawn === total) return;
    if (drawn > total) {
      setDrawn(total);
      return;
    }
    // A transition: React draws the step in slices that yield to input, and commits it in a task of its own.
    const timer = setTimeout(() =>
      startTransition(() => setDrawn(Math.min(total, Math.max(drawn, first) + step))),
    );
    return () => clearTimeout(timer);
  }, [drawn, total, first, step]);
  return drawn >= total ? total : Math.max(drawn, Math.min(total, first));
}
