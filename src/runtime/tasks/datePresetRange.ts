import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { DatePreset } from './DATE_PRESETS';

dayjs.extend(utc);

/** A half-open range `[from, to)`; null bounds are open. */
export interface DateRange {
  from: Date | null;
  to: Date | null;
}

/**
 * The range of a date preset at `now`, with days counted in the UTC offset `offsetMinutes` (the caller's;
 * Brasília is -180). The "last N days" presets include today; weeks start on Sunday. `custom` takes the
 * `YYYY-MM-DD` dates `from` and `to` (both days included; either may be absent); `all` has no bounds.
 *
 * @example datePresetRange('today', new Date('2026-11-22T12:00:00Z'), -180)
 * // { from: 2026-11-22T03:00:00.000Z, to: 2026-11-23T03:00:00.000Z }
 */
export function datePresetRange(
  preset: DatePreset,
  now: Date,
  offsetMinutes: number,
  custom: { from?: string; to?: string } = {},
): DateRange {
  const today = dayjs(now).utcOffset(offsetMinutes).startOf('day');
  const range = (from: dayjs.Dayjs, to: dayjs.Dayjs): DateRange => ({ from: from.toDate(), to: to.toDate() });
  const tomorrow = today.add(1, 'day');
  switch (preset) {
    case 'last7Days':
      return range(today.subtract(6, 'day'), tomorrow);
    case 'last15Days':
      return range(today.subtract(14, 'day'), tomorrow);
    case 'last30Days':
      return range(today.subtract(29, 'day'), tomorrow);
    case 'today':
      return range(today, tomorrow);
    case 'yesterday':
      return range(today.subtract(1, 'day'), today);
    case 'thisWeek':
      return range(today.startOf('week'), today.startOf('week').add(1, 'week'));
    case 'lastWeek':
      return range(today.startOf('week').subtract(1, 'week'), today.startOf('week'));
    case 'thisMonth':
      return range(today.startOf('month'), today.startOf('month').add(1, 'month'));
    case 'lastMonth':
      return range(today.startOf('month').subtract(1, 'month'), today.startOf('month'));
    case 'thisYear':
      return range(today.startOf('year'), today.startOf('year').add(1, 'year'));
    case 'lastYear':
      return range(today.startOf('year').subtract(1, 'year'), today.startOf('year'));
    case 'custom':
      return {
        from: custom.from ? zonedDay(custom.from, offsetMinutes).toDate() : null,
        to: custom.to ? zonedDay(custom.to, offsetMinutes).add(1, 'day').toDate() : null,
      };
    case 'all':
      return { from: null, to: null };
  }
}

function zonedDay(date: string, offsetMinutes: number): dayjs.Dayjs {
  return dayjs.utc(date).subtract(offsetMinutes, 'minute');
}
