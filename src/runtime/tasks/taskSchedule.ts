import type { TaskFields } from './TaskFields';
import { zonedDateTime } from './zonedDateTime';

/**
 * A task's start and due instants in a UTC offset: the start hour defaults to 00:00, the due hour to
 * 23:59 (spec 001 §9) and `dueDays` counts from the start date when there is no due date.
 *
 * @example taskSchedule({ startDate: '2026-11-22', dueDays: 1 }, -180).dueAt // 2026-11-24T02:59:00.000Z
 */
export function taskSchedule(
  fields: Pick<TaskFields, 'startDate' | 'startHour' | 'dueDate' | 'dueHour' | 'dueDays'>,
  offsetMinutes: number,
): { startAt: Date; dueAt: Date | null; dueDate: string | null } {
  const startAt = zonedDateTime.toInstant(
    { date: fields.startDate, hour: fields.startHour ?? '00:00' },
    offsetMinutes,
  );
  const dueDate =
    fields.dueDate ?? (fields.dueDays !== undefined ? addDays(fields.startDate, fields.dueDays) : null);
  const dueAt = dueDate
    ? zonedDateTime.toInstant({ date: dueDate, hour: fields.dueHour ?? '23:59' }, offsetMinutes)
    : null;
  return { startAt, dueAt, dueDate };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
