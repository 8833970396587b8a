/**
 * An hour cell of a task spreadsheet as `HH:mm` (24 h): "8:00", "08:00", "8h" or "08:00:00"; null for
 * anything else.
 *
 * @example parseSheetHour('8:30') // '08:30'
 */
export function parseSheetHour(text: string): string | null {
  const match = /^(\d{1,2})(?:[:h](\d{2})?(?::\d{2})?)?$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
