import type { Kysely } from 'kysely';
import type { SessionInfo } from '../auth/SessionInfo';
import type { Database } from '../db/Database';
import type { AccessSubject } from './AccessSubject';
import type { AudienceViewer } from './AudienceViewer';
import { memberSquads } from './memberSquads';

/**
 * The caller as an audience viewer, its work groups read through `db` (ctx.db for a read, the command's
 * transaction for a write): one statement.
 *
 * @example const viewer = await audienceViewerIn(ctx.db, session, subject);
 */
export async function audienceViewerIn(
  db: Kysely<Database>,
  session: SessionInfo,
  subject: AccessSubject,
): Promise<AudienceViewer> {
  const squads = await memberSquads(session.companyId, session.userId).execute(db);
  return {
    companyId: session.companyId,
    userId: session.userId,
    isCompanyAdmin: subject.isCompanyAdmin,
    groupIds: session.groupIds,
    squadIds: squads.rows.map((r) => Number(r.id)),
  };
}
