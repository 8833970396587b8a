/**
 * A size in bytes for people: B, KB, MB or GB with one decimal in pt-BR style (comma).
 *
 * @example formatBytes(1536) // '1,5 KB'
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1).replace('.', ',').replace(/,0$/, '')} ${units[unit]}`;
}
