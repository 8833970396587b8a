/**
 * A date cell of a task spreadsheet as `YYYY-MM-DD`: dd/MM/yyyy as typed (d/M and a two-digit year too)
 * or `YYYY-MM-DD` (what a date-formatted xlsx cell reads as); null for anything else or an impossible
 * date.
 *
 * @example parseSheetDate('5/3/2026') // '2026-03-05'
 */
export function parseSheetDate(text: string): string | null {
  const value = text.trim();
  let day: number, month: number, year: number;
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (br) [day, month, year] = [Number(br[1]), Number(br[2]), Number(br[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}
