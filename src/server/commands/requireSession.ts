import type { SessionInfo } from '../auth/SessionInfo';
import type { CommandContext } from './CommandContext';
import { CommandFailure } from './CommandFailure';

/** The caller's session in a non-public command (the access check guarantees it; this narrows the type). */
export function requireSession(ctx: CommandContext): SessionInfo {
  if (!ctx.session) throw new CommandFailure('LOGIN_REQUIRED');
  return ctx.session;
}
