import type { TFunction } from 'i18next';
import type { RecurrenceFields } from '../../../runtime/protocol/answers/RecurrenceFields';

/**
 * A recurrence rule in words: "Semanal: seg, qui · prazo de 2 dias", "Mensal, dia 10", "A cada 2
 * semanas".
 *
 * @example recurrenceSummary({ recurrenceType: 'monthly', monthDay: 10, expiryDays: 0, ... }, t) // 'Mensal, dia 10 · prazo no mesmo dia'
 */
export function recurrenceSummary(rule: RecurrenceFields, t: TFunction): string {
  const prefix = 'taskList.recurrent.rule';
  let text: string;
  switch (rule.recurrenceType) {
    case 'weekly':
      text = t(`${prefix}.weekly`, {
        days: (rule.weekdays ?? []).map((d) => t(`${prefix}.weekdays.${d}`)).join(', '),
      });
      break;
    case 'monthly':
      text = t(`${prefix}.monthly`, { day: rule.monthDay });
      break;
    case 'yearly':
      text = t(`${prefix}.yearly`, { date: (rule.yearDate ?? '').split('-').reverse().join('/') });
      break;
    case 'custom':
      text = t(`${prefix}.every.${rule.periodType ?? 'days'}`, { count: rule.customInterval ?? 1 });
      break;
  }
  const expiry =
    rule.expiryDays > 0 ? t(`${prefix}.expiry`, { count: rule.expiryDays }) : t(`${prefix}.sameDay`);
  return `${text} · ${expiry}`;
}
