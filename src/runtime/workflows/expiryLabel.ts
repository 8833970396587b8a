/** How long until a step's deadline (or since it passed), in the unit the label shows. */
export interface ExpiryLabel {
  amount: number;
  unit: 'hours' | 'minutes';
  /** The deadline passed: "expired N hours ago" rather than "expires in N hours". */
  late: boolean;
}

/**
 * A workflow step's expiry label (spec 001 §9: in hours or minutes): under an hour in whole minutes
 * (at least 1), otherwise in whole hours; null without a deadline. The task view and the map say the
 * same thing the server computed the state from.
 *
 * @example expiryLabel(new Date('2026-11-25T12:30:00Z'), new Date('2026-11-25T12:00:00Z')) // { amount: 30, unit: 'minutes', late: false }
 */
export function expiryLabel(dueAt: Date | null, now: Date): ExpiryLabel | null {
  if (!dueAt) return null;
  const diff = dueAt.getTime() - now.getTime();
  const minutes = Math.abs(diff) / 60_000;
  const late = diff < 0;
  if (minutes < 60) return { amount: Math.max(1, Math.round(minutes)), unit: 'minutes', late };
  return { amount: Math.floor(minutes / 60), unit: 'hours', late };
}
