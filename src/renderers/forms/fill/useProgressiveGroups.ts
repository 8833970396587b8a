import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormGroup } from '../../../runtime/forms/FormModel';

/** Fields drawn with the first paint: enough to fill a tall screen. */
const FIRST_FIELDS = 40;
/** The render-and-commit time one background batch aims at, leaving the rest of a 50 ms task to layout. */
const BATCH_TARGET_MS = 16;
const MIN_FIELDS = 2;
const MAX_FIELDS = 200;

export interface ProgressiveGroups {
  /** Whether group `index` is drawn (else a placeholder of its size stands in). */
  drawn(index: number): boolean;
  /** Draws group `index` now (a placeholder scrolled into view): what the user looks at comes first. */
  drawNow(index: number): void;
}

/** How many groups from `from` make up about `budget` fields (at least one). */
function groupsFor(groups: FormGroup[], from: number, budget: number): number {
  let fields = 0;
  let n = 0;
  while (from + n < groups.length && (n === 0 || fields + groups[from + n]!.fields.length <= budget)) {
    fields += groups[from + n]!.fields.length;
    n++;
  }
  return n;
}

/**
 * Big forms are drawn a little at a time so no task blocks the page: the first groups with the first
 * paint, then the rest in background batches, each in a task of its own (a keystroke waits for one batch at
 * most) and sized to take about BATCH_TARGET_MS on this device (measured on every batch). A group the
 * user scrolls to before its turn is drawn at once (drawNow, from its placeholder).
 *
 * @example const { drawn, drawNow } = useProgressiveGroups(model.groups);
 */
export function useProgressiveGroups(groups: FormGroup[]): ProgressiveGroups {
  const [shown, setShown] = useState(() => groupsFor(groups, 0, FIRST_FIELDS));
  const [early, setEarly] = useState<ReadonlySet<number>>(() => new Set());
  const budget = useRef(MIN_FIELDS * 4);
  const started = useRef<number | null>(null);

  // After each batch's commit: adjust the next batch's size to the time this one took.
  useLayoutEffect(() => {
    if (started.current === null) return;
    const took = Math.max(1, performance.now() - started.current);
    started.current = null;
    const next = Math.round((budget.current * BATCH_TARGET_MS) / took);
    budget.current = Math.min(MAX_FIELDS, Math.max(MIN_FIELDS, next, Math.floor(budget.current / 2)));
  }, [shown]);

  useEffect(() => {
    if (shown >= groups.length) return;
    // Timed from the render itself (the updater runs there), not from the scheduling, which a busy
    // device delays.
    const timer = setTimeout(() => {
      setShown((n) => {
        started.current = performance.now();
        return n + groupsFor(groups, n, budget.current);
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [shown, groups]);

  const drawn = useCallback((index: number) => index < shown || early.has(index), [shown, early]);
  const drawNow = useCallback(
    (index: number) => setEarly((set) => (set.has(index) ? set : new Set(set).add(index))),
    [],
  );
  return { drawn, drawNow };
}
