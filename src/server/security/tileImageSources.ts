/**
 * The CSP source(s) that let the browser load map tiles from a Leaflet tile URL template: its scheme and
 * host, with a `{s}` subdomain placeholder widened to `*.` (Leaflet picks a, b or c). A relative or
 * unparsable template needs nothing beyond 'self'.
 *
 * @example tileImageSources('https://{s}.tile.example.org/{z}/{x}/{y}.png') // ['https://*.tile.example.org']
 */
export function tileImageSources(tileUrl: string): string[] {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl.trim());
  if (!match) return [];
  const host = match[2]!.replace(/^(\{s\}|\{[a-z]+\})\./i, '*.');
  if (/[{}\s;,'"]/.test(host)) return [];
  return [`${match[1]!.toLowerCase()}://${host.toLowerCase()}`];
}
