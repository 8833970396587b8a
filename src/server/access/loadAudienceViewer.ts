import type { Transaction } from 'kysely';
import type { CommandContext } from '../commands/CommandContext';
import { companyAccessOf } from '../commands/companyAccessOf';
import { requireSession } from '../commands/requireSession';
import type { Database } from '../db/Database';
import type { AccessSubject } from './AccessSubject';
import { accessSubjectOf } from './accessSubjectOf';
import type { AudienceViewer } from './AudienceViewer';
import type { CompanyAccess } from './CompanyAccess';
import { audienceViewerIn } from './audienceViewerIn';

/**
 * The caller as an audience viewer: its roles and the work groups (squad records) listing it as a
 * member, and the command's transaction. Reads the company's cached access data first (outside the
 * transaction: PGlite has one connection) unless the caller's subject is already known. A read-only
 * command uses readAudienceViewer instead (no transaction).
 *
 * @example const { viewer, trx } = await loadAudienceViewer(ctx);
 */
export async function loadAudienceViewer(
  ctx: CommandContext,
  /** The caller's subject when already known (inside an open transaction: the company is then not read). */
  known?: AccessSubject,
): Promise<{ viewer: AudienceViewer; trx: Transaction<Database>; company: CompanyAccess | undefined }> {
  const session = requireSession(ctx);
  const company = known ? undefined : await companyAccessOf(ctx, session.companyId);
  const subject = known ?? accessSubjectOf(session, company, ctx.metadata);
  const trx = await ctx.transaction();
  return { trx, company, viewer: await audienceViewerIn(trx, session, subject) };
}
