/** The statuses of a shared (rotary) sub-user (spec 001 section 3). */
export type RotaryStatus = 'active' | 'pending' | 'using' | 'limitExceeded' | 'disabled' | 'completed';

/** An access left open longer than this no longer counts as "using access". */
export const OPEN_ACCESS_MS = 12 * 60 * 60 * 1000;

/**
 * A sub-user's status: completed and disabled first, then pending activation until activated; once
 * activated, "using access" while an access is open, "limit exceeded" when the company's accesses of
 * the last month reached its monthly limit, else active.
 *
 * @example rotaryStatus({ disabled: false, activatedAt: null, completedAt: null }, false, false) // 'pending'
 */
export function rotaryStatus(
  sub: { disabled: boolean; activatedAt: Date | null; completedAt: Date | null },
  usingAccess: boolean,
  limitExceeded: boolean,
): RotaryStatus {
  if (sub.completedAt) return 'completed';
  if (sub.disabled) return 'disabled';
  if (!sub.activatedAt) return 'pending';
  if (usingAccess) return 'using';
  if (limitExceeded) return 'limitExceeded';
  return 'active';
}
