import { formatTaskDate } from './formatTaskDate';
import type { RecurrenceRule } from './recurrence';

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/**
 * A recurrence rule in words for the details page: when it repeats and when each occurrence is due,
 * from the `taskDetails.rule*` and `taskForm.*` texts.
 *
 * @example describeRecurrence({ recurrenceType: 'weekly', weekdays: [1, 3], baseDate: '2026-11-23', expiryDays: 0 }, t, '18:00')
 * // ['Toda semana: segunda, quarta', 'Cada ocorrência vence no mesmo dia, às 18:00']
 */
export function describeRecurrence(rule: RecurrenceRule, t: Translate, dueHour = '23:59'): string[] {
  let when: string;
  switch (rule.recurrenceType) {
    case 'weekly':
      when = t('taskDetails.ruleWeekly', {
        days: [...rule.weekdays]
          .sort()
          .map((d) => t(`taskForm.weekdays.${d}`).toLocaleLowerCase())
          .join(', '),
      });
      break;
    case 'monthly':
      when = t(rule.monthDay > 28 ? 'taskDetails.ruleMonthlyLast' : 'taskDetails.ruleMonthly', {
        day: rule.monthDay,
      });
      break;
    case 'yearly':
      when = t('taskDetails.ruleYearly', {
        date: `${rule.yearDate.slice(3, 5)}/${rule.yearDate.slice(0, 2)}`,
      });
      break;
    case 'custom':
      when = t('taskDetails.ruleCustom', {
        count: rule.customInterval,
        period: t(`taskForm.periods.${rule.periodType}`),
        base: formatTaskDate(rule.baseDate, false),
      });
      break;
  }
  return [when, t('taskDetails.ruleExpiry', { count: rule.expiryDays, hour: dueHour })];
}
