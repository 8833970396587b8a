import type { Level } from '../../runtime/access/Level';

/** What the gate knows about a company user calling a `user` command. */
export interface AccessSubject {
  levels: Record<string, Level>;
  isCompanyOwner: boolean;
  /** In a company-wide administrator group (158) or the owner. */
  isCompanyAdmin: boolean;
  block: 'PLAN_BLOCKED' | 'TRIAL_EXPIRED' | null;
}
