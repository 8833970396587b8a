/** How far a task's due date is (spec 001 §9). */
export type DeadlineBucket = 'under24h' | 'upTo5Days' | 'from5To15Days' | 'over15Days';

export const DEADLINE_BUCKETS: readonly DeadlineBucket[] = [
  'under24h',
  'upTo5Days',
  'from5To15Days',
  'over15Days',
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The bucket's bounds in milliseconds from now, `[from, to)`; `to` null: unbounded. */
export const DEADLINE_BUCKET_BOUNDS: Record<DeadlineBucket, { from: number; to: number | null }> = {
  under24h: { from: 0, to: DAY },
  upTo5Days: { from: DAY, to: 5 * DAY },
  from5To15Days: { from: 5 * DAY, to: 15 * DAY },
  over15Days: { from: 15 * DAY, to: null },
};

/**
 * The deadline bucket of a due date at `now`: under 24 h, up to 5 days, 5 to 15 days, over 15 days; null
 * without a due date or once it passed.
 *
 * @example deadlineBucket(new Date(now.getTime() + 2 * 3_600_000), now) // 'under24h'
 */
export function deadlineBucket(due: Date | null, now: Date): DeadlineBucket | null {
  if (due === null) return null;
  const left = due.getTime() - now.getTime();
  if (left < 0) return null;
  return (
    DEADLINE_BUCKETS.find((bucket) => {
      const { from, to } = DEADLINE_BUCKET_BOUNDS[bucket];
      return left >= from && (to === null || left < to);
    }) ?? null
  );
}
