import { createHash, randomBytes } from 'node:crypto';

/**
 * A fresh secret (session token, recovery code): 32 random bytes as base64url. Only its sha256 is stored,
 * so a database leak does not leak usable tokens.
 *
 * @example const token = newSecret(); const stored = sha256Hex(token);
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex sha256 of a secret, the form stored and looked up. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
