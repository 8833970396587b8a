import { sql, type Transaction } from 'kysely';
import type { AccessSubject } from '../../access/AccessSubject';
import { accessSubjectOf } from '../../access/accessSubjectOf';
import type { Database } from '../../db/Database';
import type { CommandContext } from '../CommandContext';
import { companyAccessOf } from '../companyAccessOf';
import { requireSession } from '../requireSession';

/** Who asks for libraries: what a restricted library's `allowed` lists are matched against. */
export interface LibraryViewer {
  companyId: number;
  userId: number;
  /** Company administrators (group 158 or the owner) see every library. */
  isCompanyAdmin: boolean;
  groupIds: readonly number[];
  squadIds: readonly number[];
}

/**
 * The caller as a library viewer: its roles and the work groups (squad records) listing it as a member.
 * Also the plan's library limits. Reads the company's cached access data first (outside the transaction: PGlite has one connection).
 *
 * @example const { viewer, trx } = await libraryViewer(ctx);
 */
export async function libraryViewer(
  ctx: CommandContext,
  /** The caller's subject when already known (inside an open transaction: limits are then not read). */
  known?: AccessSubject,
): Promise<{
  viewer: LibraryViewer;
  trx: Transaction<Database>;
  /** The plan's limits: main libraries (`library`) and storage in MB (`libraryMb`); null unlimited. */
  limitLibraries: number | null | undefined;
  limitMb: number | null | undefined;
}> {
  const session = requireSession(ctx);
  const company = known ? undefined : await companyAccessOf(ctx, session.companyId);
  const subject = known ?? accessSubjectOf(session, company, ctx.metadata);
  const trx = await ctx.transaction();
  const squads = await sql<{ id: string | number }>`
    select id from entity_records
    where company_id = ${session.companyId} and entity = 'squad' and deleted_at is null
      and data->'members' @> ${JSON.stringify([session.userId])}::jsonb`.execute(trx);
  return {
    trx,
    limitLibraries: company?.limits.library,
    limitMb: company?.limits.libraryMb,
    viewer: {
      companyId: session.companyId,
      userId: session.userId,
      isCompanyAdmin: subject.isCompanyAdmin,
      groupIds: session.groupIds,
      squadIds: squads.rows.map((r) => Number(r.id)),
    },
  };
}
