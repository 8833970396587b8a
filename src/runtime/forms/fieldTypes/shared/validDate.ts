/**
 * `YYYY-MM-DD` naming a real day.
 *
 * @example validDate('2026-02-30') // false
 */
export function validDate(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)
  );
}
