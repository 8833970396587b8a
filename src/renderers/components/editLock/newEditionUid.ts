/**
 * A fresh edition uid for an editor tab (the edit lock's EDICAO). crypto.randomUUID needs a secure
 * context; plain-http installations get a random string instead.
 *
 * @example newEditionUid() // '3b1f…'
 */
export function newEditionUid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
