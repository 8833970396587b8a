import type { Transaction } from 'kysely';
import type { Database } from '../../db/Database';
import { BlobAnswer } from '../BlobAnswer';
import { CommandFailure } from '../CommandFailure';

/**
 * A portal's banner or logo as a blob, or ENTITY_NOT_FOUND when it has none.
 *
 * @example return portalImage(trx, 7, 12, 'banner');
 */
export async function portalImage(
  trx: Transaction<Database>,
  companyId: number,
  clientId: number,
  kind: 'banner' | 'logo',
): Promise<BlobAnswer> {
  const row = await trx
    .selectFrom('client_portals')
    .select(
      kind === 'banner' ? ['banner as data', 'banner_type as type'] : ['logo as data', 'logo_type as type'],
    )
    .where('company_id', '=', companyId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!row?.data || !row.type) throw new CommandFailure('ENTITY_NOT_FOUND');
  return new BlobAnswer(row.data, row.type);
}
