/**
 * Internal test accounts use @campo.test e-mails; their events are never sent to webhooks.
 *
 * @example isInternalTestEmail('qa@Campo.test') // true
 */
export function isInternalTestEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith('@campo.test');
}
