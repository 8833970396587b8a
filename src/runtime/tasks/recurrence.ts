/**
 * A recurrent task's rule (spec 001 §3 "Recurrent activity"): the recurrence type with its weekdays,
 * month day or year date, or a custom interval of a period type; the base date (no occurrence before
 * it, and the anchor of custom intervals); expiry days (an occurrence is due that many days after it
 * starts). Dates are local `YYYY-MM-DD` dates.
 */
export type RecurrenceRule = {
  baseDate: string;
  expiryDays: number;
} & (
  | { recurrenceType: 'weekly'; weekdays: number[] }
  | { recurrenceType: 'monthly'; monthDay: number }
  | { recurrenceType: 'yearly'; yearDate: string }
  | { recurrenceType: 'custom'; periodType: 'days' | 'weeks' | 'months'; customInterval: number }
);

/** One occurrence: the local start date and the due date (start + expiry days). */
export interface Occurrence {
  date: string;
  dueDate: string;
}

const DAY_MS = 86_400_000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00.000Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
/** The `day` of a month (0-based), or its last day when the month is shorter. */
const clampedDay = (year: number, month: number, day: number) =>
  Date.UTC(year, month, Math.min(day, daysInMonth(year, month))) / DAY_MS;

/** Whether a rule can produce occurrences (the checks JSON Schema cannot express). */
export function isValidRecurrence(rule: RecurrenceRule): boolean {
  if (Number.isNaN(dayNumber(rule.baseDate))) return false;
  switch (rule.recurrenceType) {
    case 'weekly':
      return rule.weekdays.length > 0 && rule.weekdays.every((d) => Number.isInteger(d) && d >= 0 && d <= 6);
    case 'monthly':
      return Number.isInteger(rule.monthDay) && rule.monthDay >= 1 && rule.monthDay <= 31;
    case 'yearly': {
      const match = /^(\d\d)-(\d\d)$/.exec(rule.yearDate);
      if (!match) return false;
      const month = Number(match[1]);
      const day = Number(match[2]);
      // 02-29 is allowed: a leap year's date (28 February in other years).
      return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(2024, month - 1);
    }
    case 'custom':
      return Number.isInteger(rule.customInterval) && rule.customInterval >= 1;
  }
}

/**
 * The occurrences of a rule whose start date lies in [from, to] (both inclusive) and not before the base
 * date, in date order. Weekly: the weekdays (0 Sunday … 6 Saturday). Monthly: the month day, or the last
 * day of months shorter than it (31 → 30 April, 28 or 29 February). Yearly: the year date `MM-DD`
 * (`02-29` → 28 February in common years). Custom: every N days, weeks or months counted from the base
 * date (months keep the base date's day, clamped the same way: 31 January + 1 month → 28/29 February,
 * + 2 months → 31 March).
 *
 * @example occurrencesBetween({ recurrenceType: 'monthly', monthDay: 31, baseDate: '2026-01-01', expiryDays: 2 }, '2026-02-01', '2026-02-28')
 * // [{ date: '2026-02-28', dueDate: '2026-03-02' }]
 */
export function occurrencesBetween(rule: RecurrenceRule, from: string, to: string): Occurrence[] {
  const base = dayNumber(rule.baseDate);
  const first = Math.max(dayNumber(from), base);
  const last = dayNumber(to);
  const days: number[] = [];
  const inRange = (day: number) => day >= first && day <= last;
  const firstDate = new Date(first * DAY_MS);
  const lastDate = new Date(last * DAY_MS);
  if (first > last) return [];
  switch (rule.recurrenceType) {
    case 'weekly': {
      const weekdays = new Set(rule.weekdays);
      for (let day = first; day <= last; day++)
        if (weekdays.has(new Date(day * DAY_MS).getUTCDay())) days.push(day);
      break;
    }
    case 'monthly': {
      for (
        let y = firstDate.getUTCFullYear(), m = firstDate.getUTCMonth();
        y < lastDate.getUTCFullYear() || (y === lastDate.getUTCFullYear() && m <= lastDate.getUTCMonth());
        m === 11 ? ((m = 0), y++) : m++
      ) {
        const day = clampedDay(y, m, rule.monthDay);
        if (inRange(day)) days.push(day);
      }
      break;
    }
    case 'yearly': {
      const month = Number(rule.yearDate.slice(0, 2)) - 1;
      const dayOfMonth = Number(rule.yearDate.slice(3, 5));
      for (let y = firstDate.getUTCFullYear(); y <= lastDate.getUTCFullYear(); y++) {
        const day = clampedDay(y, month, dayOfMonth);
        if (inRange(day)) days.push(day);
      }
      break;
    }
    case 'custom': {
      const n = rule.customInterval;
      if (rule.periodType === 'months') {
        const baseDate = new Date(base * DAY_MS);
        const monthsToFirst =
          (firstDate.getUTCFullYear() - baseDate.getUTCFullYear()) * 12 +
          firstDate.getUTCMonth() -
          baseDate.getUTCMonth();
        // Start one step early: the clamped day of the step before may still fall in range.
        for (let k = Math.max(0, Math.floor(monthsToFirst / n) - 1); ; k++) {
          const months = baseDate.getUTCMonth() + k * n;
          const day = clampedDay(
            baseDate.getUTCFullYear() + Math.floor(months / 12),
            months % 12,
            baseDate.getUTCDate(),
          );
          if (day > last) break;
          if (inRange(day)) days.push(day);
        }
      } else {
        const step = rule.periodType === 'weeks' ? 7 * n : n;
        for (let day = base + Math.ceil((first - base) / step) * step; day <= last; day += step)
          days.push(day);
      }
      break;
    }
  }
  return days.map((day) => ({ date: dateOf(day), dueDate: dateOf(day + rule.expiryDays) }));
}
