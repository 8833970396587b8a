import dayjs from 'dayjs';

/**
 * A task instant (ISO text) as the product writes dates, `dd/MM/yyyy HH:mm` in the browser's time zone
 * (spec 001 §9); `withTime: false` leaves the hour out; empty for null. A `YYYY-MM-DD` local date is
 * shown as that day.
 *
 * @example formatTaskDate('2026-11-23T02:59:00.000Z') // '22/11/2026 23:59' in Brasília
 */
export function formatTaskDate(value: string | null | undefined, withTime = true): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('/');
  const date = dayjs(value);
  return date.isValid() ? date.format(withTime ? 'DD/MM/YYYY HH:mm' : 'DD/MM/YYYY') : '';
}
