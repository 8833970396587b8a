import type { Transaction } from 'kysely';
import type { Database } from '../../db/Database';
import { CommandFailure } from '../CommandFailure';

/**
 * The company's custom flow `id`, locked FOR UPDATE until the commit, or ENTITY_NOT_FOUND (another
 * company's, the default flow or unknown).
 *
 * @example await requireCustomFlow(trx, companyId, params.ID);
 */
export async function requireCustomFlow(
  trx: Transaction<Database>,
  companyId: number,
  id: number,
): Promise<void> {
  const flow = await trx
    .selectFrom('form_approval_flows')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('kind', '=', 'custom')
    .forUpdate()
    .executeTakeFirst();
  if (!flow) throw new CommandFailure('ENTITY_NOT_FOUND');
}
