import { zonedInstant } from './trackerTimeZone';

/** Below this a numeric timestamp is in seconds, at or above in milliseconds (Traccar: Integer.MAX_VALUE). */
const SECONDS_BELOW = 2_147_483_647;

/**
 * An OsmAnd `timestamp` as Traccar reads it: Unix seconds or milliseconds, an ISO date with its zone
 * (`2026-11-26T12:00:00Z`), or `yyyy-MM-dd HH:mm:ss` (a wall-clock time, read in TRACKER_TIME_ZONE).
 * Null when unreadable.
 *
 * @example parseOsmAndTime('1764158400') // 2025-11-26T12:00:00.000Z
 */
export function parseOsmAndTime(value: string): Date | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    const date = new Date(n < SECONDS_BELOW ? n * 1000 : n);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (text.includes('T')) {
    // ISO_ZONED_DATE_TIME: the zone is required.
    if (!/(Z|[+-]\d{2}:?\d{2})(\[[^\]]+\])?$/i.test(text)) return null;
    const date = new Date(text.replace(/\[[^\]]+\]$/, ''));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return zonedInstant(y!, mo! - 1, d!, h!, mi!, s!);
}
