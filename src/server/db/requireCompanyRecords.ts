import type { Transaction } from 'kysely';
import { CommandFailure } from '../commands/CommandFailure';
import { companyRecordIds, type RecordKind } from './companyRecordIds';
import type { Database } from './Database';

/**
 * Refuses ids that are not records of `kind` of the company (another company's, deleted or unknown):
 * LOOKUP_NOT_FOUND ('<field>: registro não encontrado') with FIELD = `path` in the answer, before the
 * command writes anything. Call it in the command's transaction.
 *
 * @example await requireCompanyRecords(trx, companyId, 'squad', permissions.squads, 'PERMISSOES.squads', ctx.t('server.refs.squads'));
 */
export async function requireCompanyRecords(
  trx: Transaction<Database>,
  companyId: number,
  kind: RecordKind,
  ids: readonly number[] | undefined,
  path: string,
  field: string,
): Promise<void> {
  if (!ids?.length) return;
  const found = await companyRecordIds(trx, companyId, kind, ids);
  if (ids.some((id) => !found.has(id)))
    throw new CommandFailure('LOOKUP_NOT_FOUND', { field }, { answer: { FIELD: path } });
}
