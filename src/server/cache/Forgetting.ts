/**
 * One cache entry or set that a write made stale, as told to every server process (shareForgetting):
 * sessions (a revoked token, a user's sessions, companies whose groups changed), logged-user profiles,
 * and company access (plan, overrides, counts).
 */
export type Forgetting =
  | { kind: 'session'; tokenHash: string }
  | { kind: 'userSessions'; companyId: number; userId: number; keepTokenHash?: string }
  | { kind: 'sessionCompanies'; companyIds: number[] | null }
  | { kind: 'profile'; companyId: number; userId: number }
  | { kind: 'profileCompanies'; companyIds: number[] | null }
  | { kind: 'accessCompanies'; companyIds: number[] }
  | { kind: 'accessAll' };

/** Tells the other processes (and this one again) what went stale. */
export type TellForgetting = (forgetting: Forgetting) => void;
