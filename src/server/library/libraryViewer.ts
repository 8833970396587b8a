import type { Transaction } from 'kysely';
import type { AccessSubject } from '../access/AccessSubject';
import type { AudienceViewer } from '../access/AudienceViewer';
import { loadAudienceViewer } from '../access/loadAudienceViewer';
import type { Database } from '../db/Database';
import type { CommandContext } from '../commands/CommandContext';

/** Who asks for libraries: what a restricted library's `allowed` lists are matched against. */
export type LibraryViewer = AudienceViewer;

/**
 * The caller as a library viewer (see loadAudienceViewer), with the plan's library limits.
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
  const { viewer, trx, company } = await loadAudienceViewer(ctx, known);
  return { viewer, trx, limitLibraries: company?.limits.library, limitMb: company?.limits.libraryMb };
}
