import { isLevelActive } from '../../runtime/access/Level';
import type { ErrorCode } from '../../runtime/errors/errorCatalogue';
import type { SessionInfo } from '../auth/SessionInfo';
import type { CommandAccess, ServerMetadata } from '../metadata/ServerMetadata';
import { userLevels } from './userLevels';

/**
 * The server's gate for a command, from its metadata/commands.json declaration: null when allowed, else
 * the catalogue code of the refusal. The platform administrator reaches admin commands only (spec 000
 * section 2); shared (rotating) users reach session commands only (section 4).
 *
 * @example checkCommandAccess({ access: 'user' }, sharedSession, metadata) // 'BLOCK_SHARED_USER'
 */
export function checkCommandAccess(
  declaration: CommandAccess,
  session: SessionInfo | null,
  metadata: ServerMetadata,
): ErrorCode | null {
  if (declaration.access === 'public') return null;
  if (!session) return 'LOGIN_REQUIRED';
  if (declaration.access === 'session') return null;
  if (declaration.access === 'admin') return session.isAdmin ? null : 'ADMIN_ONLY';
  if (session.isAdmin) return 'PERMISSION_DENIED';
  if (session.isShared) return 'BLOCK_SHARED_USER';
  if (declaration.functionality) {
    const level = userLevels(session, metadata)[declaration.functionality];
    if (!isLevelActive(level, declaration.level ?? 'VIEW'))
      return declaration.level === 'EDIT' ? 'NO_PERMISSION_EDIT' : 'PERMISSION_DENIED';
  }
  return null;
}
