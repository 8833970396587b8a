/**
 * An instant (ISO text) as the user's local date and time, short ('21/11/2026 14:05' in pt-BR); '' for
 * none.
 *
 * @example formatInstant('2026-11-21T17:05:00.000Z', 'pt-BR') // '21/11/2026, 14:05' in Brasília
 */
export function formatInstant(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
}
