import { newSecret, sha256Hex } from '../../security/secretTokens';

/**
 * A fresh invite token `<companyId>-<secret>` and the hash stored for it. The company prefix keeps the
 * public lookup on one tenant's key (as asset share tokens do); only the hash is kept.
 *
 * @example const { token, hash } = newInviteToken(2); // token '2-Xy…', hash = sha256 hex of the token
 */
export function newInviteToken(companyId: number): { token: string; hash: string } {
  const token = `${companyId}-${newSecret()}`;
  return { token, hash: sha256Hex(token) };
}

/** The company id and stored hash behind a token, or undefined when it is not shaped like one. */
export function parseInviteToken(token: string): { companyId: number; hash: string } | undefined {
  const match = /^(\d{1,9})-[A-Za-z0-9_-]{20,}$/.exec(token.trim());
  if (!match) return undefined;
  return { companyId: Number(match[1]), hash: sha256Hex(token.trim()) };
}
