import type { Level } from '../../runtime/access/Level';

/** What the gate knows about a company user calling a `user` command. */
export interface AccessSubject {
  levels: Record<string, Level>;
  isCompanyOwner: boolean;
  /** In a company-wide administrator group (158) or the owner. */
  isCompanyAdmin: boolean;
  /** A user of the template company (id 13089 or flagged is_template). */
  isTemplateCompany: boolean;
  block: 'PLAN_BLOCKED' | 'TRIAL_EXPIRED' | null;
}
