import { randomBytes } from 'node:crypto';

/**
 * A new public token of a tenant's record: `<company>-<random>`, so the public lookup stays on one
 * tenant's key (as the asset ticket's, migration 0004).
 *
 * @example newShareToken(7) // '7-Vq3...'
 */
export function newShareToken(companyId: number): string {
  return `${companyId}-${randomBytes(18).toString('base64url')}`;
}

/**
 * The company a public token belongs to, or null when it is not one of ours.
 *
 * @example companyOfToken('7-abc') // 7
 */
export function companyOfToken(token: string): number | null {
  const id = Number(/^(\d{1,9})-/.exec(token)?.[1]);
  return id > 0 ? id : null;
}
