import { describe, expect, it } from 'vitest';
import { isValidRecurrence, occurrencesBetween, type RecurrenceRule } from './recurrence';

const dates = (rule: RecurrenceRule, from: string, to: string) =>
  occurrencesBetween(rule, from, to).map((o) => o.date);

describe('occurrencesBetween', () => {
  it('weekly: the chosen weekdays (0 Sunday), from the base date on, due after the expiry days', () => {
    const rule: RecurrenceRule = {
      recurrenceType: 'weekly',
      weekdays: [1, 3],
      baseDate: '2026-11-04',
      expiryDays: 1,
    };
    // 2026-11-02 is a Monday; the base date (Wednesday 4th) excludes the Monday before it.
    expect(occurrencesBetween(rule, '2026-11-01', '2026-11-16')).toEqual([
      { date: '2026-11-04', dueDate: '2026-11-05' },
      { date: '2026-11-09', dueDate: '2026-11-10' },
      { date: '2026-11-11', dueDate: '2026-11-12' },
      { date: '2026-11-16', dueDate: '2026-11-17' },
    ]);
  });

  it('monthly: the month day, the last day of shorter months, leap Februaries', () => {
    const rule: RecurrenceRule = {
      recurrenceType: 'monthly',
      monthDay: 31,
      baseDate: '2023-01-01',
      expiryDays: 0,
    };
    expect(dates(rule, '2023-01-01', '2023-05-31')).toEqual([
      '2023-01-31',
      '2023-02-28',
      '2023-03-31',
      '2023-04-30',
      '2023-05-31',
    ]);
    expect(dates(rule, '2024-02-01', '2024-03-01')).toEqual(['2024-02-29']);
    expect(dates({ ...rule, monthDay: 15 }, '2026-12-10', '2027-01-20')).toEqual([
      '2026-12-15',
      '2027-01-15',
    ]);
    // The due date crosses the month end.
    expect(occurrencesBetween({ ...rule, expiryDays: 2 }, '2026-02-01', '2026-02-28')).toEqual([
      { date: '2026-02-28', dueDate: '2026-03-02' },
    ]);
  });

  it('yearly: the year date; 29 February falls on the 28th in common years', () => {
    const rule: RecurrenceRule = {
      recurrenceType: 'yearly',
      yearDate: '02-29',
      baseDate: '2023-01-01',
      expiryDays: 3,
    };
    expect(occurrencesBetween(rule, '2023-01-01', '2025-12-31')).toEqual([
      { date: '2023-02-28', dueDate: '2023-03-03' },
      { date: '2024-02-29', dueDate: '2024-03-03' },
      { date: '2025-02-28', dueDate: '2025-03-03' },
    ]);
    expect(dates({ ...rule, yearDate: '12-25' }, '2026-12-26', '2027-12-24')).toEqual([]);
  });

  it('custom: every N days or weeks counted from the base date', () => {
    const days: RecurrenceRule = {
      recurrenceType: 'custom',
      periodType: 'days',
      customInterval: 10,
      baseDate: '2026-10-25',
      expiryDays: 0,
    };
    expect(dates(days, '2026-11-01', '2026-11-30')).toEqual(['2026-11-04', '2026-11-14', '2026-11-24']);
    const weeks: RecurrenceRule = { ...days, periodType: 'weeks', customInterval: 2 };
    expect(dates(weeks, '2026-11-01', '2026-11-30')).toEqual(['2026-11-08', '2026-11-22']);
  });

  it('custom: every N months keeps the base day, clamped, across a leap year', () => {
    const rule: RecurrenceRule = {
      recurrenceType: 'custom',
      periodType: 'months',
      customInterval: 1,
      baseDate: '2024-01-31',
      expiryDays: 0,
    };
    expect(dates(rule, '2024-01-01', '2024-04-30')).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ]);
    expect(dates({ ...rule, customInterval: 3 }, '2025-01-01', '2025-12-31')).toEqual([
      '2025-01-31',
      '2025-04-30',
      '2025-07-31',
      '2025-10-31',
    ]);
  });

  it('answers nothing before the base date or for an empty range', () => {
    const rule: RecurrenceRule = {
      recurrenceType: 'weekly',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      baseDate: '2026-12-01',
      expiryDays: 0,
    };
    expect(dates(rule, '2026-11-01', '2026-11-30')).toEqual([]);
    expect(dates(rule, '2026-12-10', '2026-12-09')).toEqual([]);
  });
});

describe('isValidRecurrence', () => {
  const base = { baseDate: '2026-11-01', expiryDays: 0 };
  it('refuses rules that cannot produce occurrences', () => {
    expect(isValidRecurrence({ ...base, recurrenceType: 'weekly', weekdays: [] })).toBe(false);
    expect(isValidRecurrence({ ...base, recurrenceType: 'weekly', weekdays: [7] })).toBe(false);
    expect(isValidRecurrence({ ...base, recurrenceType: 'monthly', monthDay: 32 })).toBe(false);
    expect(isValidRecurrence({ ...base, recurrenceType: 'yearly', yearDate: '02-30' })).toBe(false);
    expect(isValidRecurrence({ ...base, recurrenceType: 'yearly', yearDate: '02-29' })).toBe(true);
    expect(
      isValidRecurrence({ ...base, recurrenceType: 'custom', periodType: 'days', customInterval: 0 }),
    ).toBe(false);
    expect(isValidRecurrence({ ...base, recurrenceType: 'monthly', monthDay: 31 })).toBe(true);
  });
});
