/** The company's day for traces and sent documents (the contract of issue 17: São Paulo's local day). */
export const TRACKER_TIME_ZONE = 'America/Sao_Paulo';

/**
 * The `YYYY-MM-DD` day an instant falls on in the tracker's time zone.
 *
 * @example trackerDay(new Date('2026-11-26T02:00:00Z')) // '2026-11-25' (23:00 in São Paulo)
 */
export function trackerDay(instant: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TRACKER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
