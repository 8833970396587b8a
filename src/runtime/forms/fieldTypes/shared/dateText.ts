const pad = (n: string | undefined) => (n ?? '').padStart(2, '0');

/**
 * `YYYY-MM-DD[THH:mm]` as `dd/MM/yyyy[ HH:mm]` (spec 001 §9), the stored local time as typed.
 *
 * @example dateText('2026-11-22T08:05') // '22/11/2026 08:05'
 */
export function dateText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return value;
  const [, y, m, d, hh, mm] = match;
  return `${pad(d)}/${pad(m)}/${y}${hh ? ` ${hh}:${mm}` : ''}`;
}
