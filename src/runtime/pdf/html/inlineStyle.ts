/**
 * A `style` attribute's value from CSS properties, leaving out the undefined ones; values come from
 * schema-checked settings (colours `#rrggbb`, numbers), and quotes are dropped so none closes the attribute.
 *
 * @example inlineStyle({ color: '#c62828', 'font-weight': undefined }) // 'color:#c62828'
 */
export function inlineStyle(properties: Record<string, string | number | undefined | null>): string {
  return Object.entries(properties)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${name}:${String(value).replace(/["<>]/g, '')}`)
    .join(';');
}
