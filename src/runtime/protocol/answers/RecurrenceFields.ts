/**
 * The rule fields of a ConsultarAtividadesRecorrentes item (the template's recurrence, flattened).
 *
 * @example const weekly: RecurrenceFields = { recurrenceType: 'weekly', weekdays: [1, 4], monthDay: null, yearDate: null, periodType: null, customInterval: null, expiryDays: 2 };
 */
export interface RecurrenceFields {
  recurrenceType: 'weekly' | 'monthly' | 'yearly' | 'custom';
  weekdays: number[] | null;
  monthDay: number | null;
  yearDate: string | null;
  periodType: 'days' | 'weeks' | 'months' | null;
  customInterval: number | null;
  expiryDays: number;
}
