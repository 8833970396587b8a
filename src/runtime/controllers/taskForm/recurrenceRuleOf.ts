import type { RecurrenceRule } from '../../tasks/recurrence';
import type { TaskDraft } from './TaskDraft';

const integer = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

/**
 * The recurrence rule a recurrent draft describes (its start date as base date), as
 * SalvarAtividadeRecorrente's RECORRENCIA plus baseDate; numbers not typed yet are NaN, which
 * isValidRecurrence refuses.
 *
 * @example recurrenceRuleOf(draft) // { recurrenceType: 'weekly', weekdays: [1], baseDate: '2026-11-23', expiryDays: 0 }
 */
export function recurrenceRuleOf(draft: TaskDraft): RecurrenceRule {
  const r = draft.recurrence;
  const common = { baseDate: draft.startDate, expiryDays: integer(r.expiryDays || '0') };
  switch (r.recurrenceType) {
    case 'weekly':
      return { ...common, recurrenceType: 'weekly', weekdays: [...r.weekdays].sort() };
    case 'monthly':
      return { ...common, recurrenceType: 'monthly', monthDay: integer(r.monthDay) };
    case 'yearly':
      return { ...common, recurrenceType: 'yearly', yearDate: r.yearDate };
    case 'custom':
      return {
        ...common,
        recurrenceType: 'custom',
        periodType: r.periodType,
        customInterval: integer(r.customInterval),
      };
  }
}
