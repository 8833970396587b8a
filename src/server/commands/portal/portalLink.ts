/**
 * The public page of a client portal (route publicClientCenter, hash router).
 *
 * @example portalLink('http://localhost:3000', '7-abc') // 'http://localhost:3000/#/client-center/7-abc'
 */
export function portalLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/client-center/${encodeURIComponent(token)}`;
}
