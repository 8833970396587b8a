/**
 * The public page of a shared asset (route publicTicket, hash router).
 *
 * @example shareLink('http://localhost:3000', '7-abc') // 'http://localhost:3000/#/ticket?token=7-abc'
 */
export function shareLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/ticket?token=${encodeURIComponent(token)}`;
}
