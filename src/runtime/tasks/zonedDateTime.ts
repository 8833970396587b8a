/** A local date (`YYYY-MM-DD`) and hour (`HH:mm`) in a UTC offset. */
export interface LocalDateTime {
  date: string;
  hour: string;
}

/**
 * The instant of a local date and hour in the UTC offset `offsetMinutes` (minutes east of UTC), and back
 * (`toLocal`): how task dates travel (docs/tasks.md).
 *
 * @example zonedDateTime.toInstant({ date: '2026-11-22', hour: '23:59' }, -180) // 2026-11-23T02:59:00.000Z
 */
export const zonedDateTime = {
  /** Brasília (UTC-3, no daylight saving since 2019): the offset when the caller sends none. */
  defaultOffset: -180,
  toInstant(local: LocalDateTime, offsetMinutes: number): Date {
    const utc = Date.parse(`${local.date}T${local.hour}:00.000Z`);
    return new Date(utc - offsetMinutes * 60_000);
  },
  toLocal(instant: Date, offsetMinutes: number): LocalDateTime {
    const shifted = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString();
    return { date: shifted.slice(0, 10), hour: shifted.slice(11, 16) };
  },
};
