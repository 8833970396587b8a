import type { DatePreset } from './DATE_PRESETS';

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
  // Plain UTC arithmetic on the caller's wall clock (now shifted by the offset): a day, month or year
  // past its end rolls over in Date.UTC. dayjs's offset mode cost ~0.2 ms per call on the task list.
  const shift = offsetMinutes * 60_000;
  const wall = new Date(now.getTime() + shift);
  const [y, m, d] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  const at = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day) - shift);
  const days = (from: number, to: number): DateRange => ({ from: at(y, m, d + from), to: at(y, m, d + to) });
  const sunday = d - wall.getUTCDay();
  switch (preset) {
    case 'last7Days':
      return days(-6, 1);
    case 'last15Days':
      return days(-14, 1);
    case 'last30Days':
      return days(-29, 1);
    case 'today':
      return days(0, 1);
    case 'yesterday':
      return days(-1, 0);
    case 'thisWeek':
      return { from: at(y, m, sunday), to: at(y, m, sunday + 7) };
    case 'lastWeek':
      return { from: at(y, m, sunday - 7), to: at(y, m, sunday) };
    case 'thisMonth':
      return { from: at(y, m, 1), to: at(y, m + 1, 1) };
    case 'lastMonth':
      return { from: at(y, m - 1, 1), to: at(y, m, 1) };
    case 'thisYear':
      return { from: at(y, 0, 1), to: at(y + 1, 0, 1) };
    case 'lastYear':
      return { from: at(y - 1, 0, 1), to: at(y, 0, 1) };
    case 'custom':
      return {
        from: custom.from ? customDay(custom.from, 0) : null,
        to: custom.to ? customDay(custom.to, 1) : null,
      };
    case 'all':
      return { from: null, to: null };
  }

  /** The start of a `YYYY-MM-DD` day plus `plus` days, in the offset. */
  function customDay(date: string, plus: number): Date {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return at(year, month - 1, day + plus);
  }
}
