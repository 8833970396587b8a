/**
 * The public page of a shared library file (route publicFile, hash router).
 *
 * @example fileLink('http://localhost:3000', '7-abc') // 'http://localhost:3000/#/arquivo?token=7-abc'
 */
export function fileLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/arquivo?token=${encodeURIComponent(token)}`;
}
