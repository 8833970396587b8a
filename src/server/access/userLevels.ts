import type { Level } from '../../runtime/access/Level';
import { effectiveLevels } from '../../runtime/plans/effectiveLevels';
import type { SessionInfo } from '../auth/SessionInfo';
import type { ServerMetadata } from '../metadata/ServerMetadata';
import { roleLevels } from './roleLevels';

/**
 * The session user's effective level per functionality code, through the same runtime function the
 * browser's guard uses. Plan ceilings come with the plan commands; until then the plan allows everything.
 *
 * @example userLevels(session, metadata).COMMERCIAL // 'DISABLE'
 */
export function userLevels(session: SessionInfo, metadata: ServerMetadata): Record<string, Level> {
  const codes = metadata.functionalities.map((f) => f.code);
  if (session.isAdmin || session.isShared)
    return Object.fromEntries(codes.map((c) => [c, 'DISABLE' as Level]));
  return effectiveLevels({
    codes,
    roleLevels: roleLevels(session.groupIds, session.customGroups, metadata.companyWideGroups, codes),
    planCeilings: {},
    companyOverrides: {},
    neverActive: metadata.functionalities.filter((f) => f.neverActive).map((f) => f.code),
  });
}
