import type { Level } from '../../runtime/access/Level';
import { effectiveLevels } from '../../runtime/plans/effectiveLevels';
import type { SessionInfo } from '../auth/SessionInfo';
import type { ServerMetadata } from '../metadata/ServerMetadata';
import type { CompanyAccess } from './CompanyAccess';
import { roleLevels } from './roleLevels';

/**
 * The session user's effective level per functionality code, through the same runtime function the
 * browser's guard uses: the best level of its roles, capped by the plan's ceiling, which a company
 * override replaces; never-active codes stay DISABLE.
 *
 * @example userLevels(session, metadata, company).COMMERCIAL // 'DISABLE'
 */
export function userLevels(
  session: SessionInfo,
  metadata: ServerMetadata,
  company: CompanyAccess | undefined,
): Record<string, Level> {
  const codes = metadata.functionalities.map((f) => f.code);
  if (session.isAdmin || session.isShared || !company)
    return Object.fromEntries(codes.map((c) => [c, 'DISABLE' as Level]));
  return effectiveLevels({
    codes,
    roleLevels: roleLevels(session.groupIds, session.customGroups, metadata.companyWideGroups, codes),
    planCeilings: company.planCeilings,
    companyOverrides: company.companyOverrides,
    neverActive: metadata.functionalities.filter((f) => f.neverActive).map((f) => f.code),
  });
}
