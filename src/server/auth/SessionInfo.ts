import type { CustomGroupLevels } from '../access/roleLevels';

/** The caller behind a valid token, as loaded once per request. */
export interface SessionInfo {
  token: string;
  tokenHash: string;
  userId: number;
  companyId: number;
  personId: number;
  login: string;
  locale: string;
  isShared: boolean;
  /** The platform administrator (user id 1). */
  isAdmin: boolean;
  lastLogin: Date | null;
  /** Group ids the user belongs to: company-wide (158..161) and custom. */
  groupIds: number[];
  /** Custom groups among them, with their levels. */
  customGroups: CustomGroupLevels[];
}
