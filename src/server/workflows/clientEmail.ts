import { sql, type Transaction } from 'kysely';
import { isValidEmail } from '../../runtime/validators/isValidEmail';
import type { Database } from '../db/Database';

/**
 * The e-mail of the client a document's header names (its client record's `email`), lower-cased; null
 * without a client, or when the client has no valid address.
 *
 * @example await clientEmail(trx, companyId, { clientId: 40 }) // 'compras@cliente.com.br'
 */
export async function clientEmail(
  trx: Transaction<Database>,
  companyId: number,
  header: Record<string, unknown>,
): Promise<string | null> {
  if (typeof header.clientId !== 'number') return null;
  const row = await sql<{ email: string | null }>`
    select data->>'email' as email from entity_records
    where company_id = ${companyId} and entity = 'client' and id = ${header.clientId} and deleted_at is null`.execute(
    trx,
  );
  const email = row.rows[0]?.email?.trim().toLowerCase();
  return email && isValidEmail(email) ? email : null;
}
