import { isLevelActive } from '../../runtime/access/Level';
import type { ErrorCode } from '../../runtime/errors/errorCatalogue';
import type { SessionInfo } from '../auth/SessionInfo';
import type { CommandAccess } from '../metadata/ServerMetadata';
import type { AccessSubject } from './AccessSubject';

/**
 * The server's one gate for a command, from its metadata/commands.json declaration (with overrides
 * applied): null when allowed, else the catalogue code of the refusal. The platform administrator reaches
 * admin commands only (spec 000 section 2); shared (rotating) users reach session commands only (section
 * 4); while the plan is blocked only the company owner reaches user commands (docs/access-commands.md);
 * `role` narrows to the company administrator or owner; then the functionality level.
 *
 * @example checkCommandAccess({ access: 'user' }, sharedSession, subject) // 'BLOCK_SHARED_USER'
 */
export function checkCommandAccess(
  declaration: CommandAccess,
  session: SessionInfo | null,
  subject: AccessSubject | null,
): ErrorCode | null {
  if (declaration.access === 'public') return null;
  if (!session) return 'LOGIN_REQUIRED';
  if (declaration.access === 'session') return null;
  if (declaration.access === 'admin') return session.isAdmin ? null : 'ADMIN_ONLY';
  if (session.isAdmin) return 'PERMISSION_DENIED';
  if (session.isShared) return 'BLOCK_SHARED_USER';
  if (!subject) return 'PERMISSION_DENIED';
  if (subject.block && !subject.isCompanyOwner) return subject.block;
  if (declaration.role === 'companyOwner' && !subject.isCompanyOwner) return 'PERMISSION_DENIED';
  if (declaration.role === 'companyAdmin' && !subject.isCompanyAdmin) return 'PERMISSION_DENIED';
  if (declaration.role === 'templateCompany' && !subject.isTemplateCompany) return 'PERMISSION_DENIED';
  if (declaration.functionality) {
    const level = subject.levels[declaration.functionality];
    if (!isLevelActive(level, declaration.level ?? 'VIEW'))
      return declaration.level === 'EDIT' ? 'NO_PERMISSION_EDIT' : 'PERMISSION_DENIED';
  }
  return null;
}
