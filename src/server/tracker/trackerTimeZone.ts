import { TRACKER_TIME_ZONE } from '../../runtime/tracker/trackerDay';
/**
 * The zone of a company's day on the map (GetDeviceTrace's DATE, the start and end of today's trace, the
 * documents sent on a day) and of OsmAnd's zone-less `yyyy-MM-dd HH:mm:ss` timestamps (Traccar reads
 * those in its server's zone).
 */
export { TRACKER_TIME_ZONE };

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TRACKER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The zone's offset from UTC at an instant, in ms (São Paulo: -3 h). */
function offsetAt(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const local = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return local - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a wall-clock time in TRACKER_TIME_ZONE (fields as Date.UTC takes them).
 *
 * @example zonedInstant(2026, 10, 26, 9, 0, 0) // 2026-11-26T12:00:00.000Z
 */
export function zonedInstant(...fields: [number, number, number, number, number, number]): Date {
  const asUtc = Date.UTC(...fields);
  return new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc)));
}

/**
 * The calendar day (yyyy-mm-dd) of an instant in TRACKER_TIME_ZONE.
 *
 * @example localDay(new Date('2026-11-26T02:00:00Z')) // '2026-11-25'
 */
export function localDay(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}
