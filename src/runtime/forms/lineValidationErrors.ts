import type { FormError } from './FormError';
import type { TableColumn, TableSettings } from './FormModel';
import { isFilled } from './isFilled';

const DAY_MINUTES = 24 * 60;

/** A cell's time in minutes: `HH:mm` of the day, a date or date-hour from the epoch, a number as is. */
function minutesOf(column: TableColumn, value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const hour = /^(\d{2}):(\d{2})$/.exec(value);
  if (hour) return Number(hour[1]) * 60 + Number(hour[2]);
  const date = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!date) return null;
  const day = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])) / 60_000;
  if (column.type === 'date' || date[4] === undefined) return day;
  return day + Number(date[4]) * 60 + Number(date[5]);
}

/** Identifier cells compared as text (a choice's option id, a record's id, a typed code). */
function identity(value: unknown): string | null {
  if (!isFilled(value)) return null;
  if (typeof value === 'object' && value && 'id' in value) return String((value as { id: unknown }).id);
  return typeof value === 'string' ? value.trim().toLowerCase() : JSON.stringify(value);
}

/**
 * The per-line validation errors of a table's rows (its `lineValidation`): a line whose destination is
 * earlier than its reference plus `minutesToAdd` (FORM_LINE_TOO_EARLY, on the destination cell), and a
 * line whose period overlaps an earlier line with the same identifier (FORM_LINE_OVERLAP, on the
 * reference cell). Lines missing a time are left to the required checks. Hour columns wrap past
 * midnight (a destination before the reference is the next day).
 *
 * @example lineValidationErrors('trips', settings, [{ start: '08:00', end: '08:10' }])
 * // [{ code: 'FORM_LINE_TOO_EARLY', fieldId: 'trips', row: 0, column: 'end', params: {...} }]
 */
export function lineValidationErrors(
  fieldId: string,
  settings: TableSettings,
  rows: Array<Record<string, unknown> | null>,
): FormError[] {
  const rule = settings.lineValidation;
  const column = (id: string | undefined) => settings.columns.find((c) => c.id === id);
  const reference = column(rule?.referenceColumn);
  const destination = column(rule?.destinationColumn);
  if (!rule || !reference || !destination) return [];
  const identifier = column(rule.identifierColumn);
  const minutes = rule.minutesToAdd ?? 0;
  const errors: FormError[] = [];
  const periods: Array<{ row: number; id: string; from: number; to: number }> = [];
  rows.forEach((row, i) => {
    const from = minutesOf(reference, row?.[reference.id]);
    let to = minutesOf(destination, row?.[destination.id]);
    if (from === null || to === null) return;
    if (destination.type === 'hour' && reference.type === 'hour' && to < from) to += DAY_MINUTES;
    if (to < from + minutes)
      errors.push({
        code: 'FORM_LINE_TOO_EARLY',
        fieldId,
        row: i,
        column: destination.id,
        params: { row: i + 1, field: destination.name, reference: reference.name, minutes },
      });
    const id = identifier ? identity(row?.[identifier.id]) : null;
    if (id === null) return;
    const other = periods.find((p) => p.id === id && from < p.to && p.from < to);
    if (other)
      errors.push({
        code: 'FORM_LINE_OVERLAP',
        fieldId,
        row: i,
        column: reference.id,
        params: { row: i + 1, field: reference.name, other: other.row + 1, identifier: identifier!.name },
      });
    periods.push({ row: i, id, from, to });
  });
  return errors;
}
