/**
 * The UTC offset of the device's clock at `at`, in minutes east of UTC: the FUSO the task commands take,
 * so dates typed on a page mean the user's local time (getTimezoneOffset counts west, hence the sign).
 *
 * @example localOffset() // -180 in Brasília
 */
export function localOffset(at: Date = new Date()): number {
  return -at.getTimezoneOffset() || 0;
}
