/** One limited functionality as the UI shows it: "x of y used" (spec 000 section 3). */
export interface LimitState {
  allowed: boolean;
  hasLimit: boolean;
  limit: number | null;
  limitUsed: number;
  limitExceeded: boolean;
}

/**
 * The state of a limit from the plan's value (null unlimited, 0 not allowed) and the records in use.
 * limitExceeded is true when used is at or above the limit (spec 000 section 4).
 *
 * @example limitState(2, 2) // { allowed: true, hasLimit: true, limit: 2, limitUsed: 2, limitExceeded: true }
 */
export function limitState(limit: number | null | undefined, used: number): LimitState {
  if (limit === null || limit === undefined) {
    return { allowed: true, hasLimit: false, limit: null, limitUsed: used, limitExceeded: false };
  }
  return { allowed: limit > 0, hasLimit: true, limit, limitUsed: used, limitExceeded: used >= limit };
}
