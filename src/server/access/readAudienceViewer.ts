import type { CommandContext } from '../commands/CommandContext';
import { companyAccessOf } from '../commands/companyAccessOf';
import { requireSession } from '../commands/requireSession';
import { accessSubjectOf } from './accessSubjectOf';
import type { AudienceViewer } from './AudienceViewer';
import { audienceViewerIn } from './audienceViewerIn';
import type { CompanyAccess } from './CompanyAccess';

/**
 * The caller as an audience viewer for a read-only command: like loadAudienceViewer, but read through
 * ctx.db with no transaction (no BEGIN/COMMIT round trips; on PGlite no hold on the only connection).
 * A command that writes uses loadAudienceViewer, so its checks and its writes share one transaction.
 *
 * @example const { viewer } = await readAudienceViewer(ctx); const folders = await loadFolders(ctx.db, viewer);
 */
export async function readAudienceViewer(
  ctx: CommandContext,
): Promise<{ viewer: AudienceViewer; company: CompanyAccess }> {
  const session = requireSession(ctx);
  const company = await companyAccessOf(ctx, session.companyId);
  const subject = accessSubjectOf(session, company, ctx.metadata);
  return { company, viewer: await audienceViewerIn(ctx.db, session, subject) };
}
