import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/Database';
import { companyOfToken } from '../../files/fileShareToken';
import { verifyPassword } from '../../security/passwordHash';
import type { CommandContext } from '../CommandContext';
import { CommandFailure } from '../CommandFailure';
import { PORTAL_SHARE } from './loadPortal';

/**
 * The client behind an enabled portal token, once its password (if any) is given right: null when a
 * password is needed and none was sent; PORTAL_UNAVAILABLE for an unknown, disabled or retired link or a
 * deleted client; SHARE_WRONG_PASSWORD ('Senha de acesso incorreta') for a wrong password.
 *
 * The link and its password are checked before the command's transaction begins (through ctx.db): the
 * scrypt check holds no connection (on PGlite, the only one), as Login's does.
 *
 * @example const opened = await openPortal(ctx, token, password); if (!opened) return { PASSWORD_REQUIRED: true };
 */
export async function openPortal(
  ctx: CommandContext,
  token: string,
  password: string | undefined,
): Promise<{ trx: Transaction<Database>; companyId: number; clientId: number } | null> {
  const companyId = companyOfToken(token);
  if (!companyId) throw new CommandFailure('PORTAL_UNAVAILABLE');
  const found = await sql<{ record_id: string | number; password_hash: string | null }>`
    select s.record_id, s.password_hash from entity_shares s
    join entity_records r on r.company_id = s.company_id and r.entity = 'client' and r.id = s.record_id
    where s.company_id = ${companyId} and s.entity = ${PORTAL_SHARE} and s.token = ${token}
      and s.enabled and r.deleted_at is null`.execute(ctx.db);
  const share = found.rows[0];
  if (!share) throw new CommandFailure('PORTAL_UNAVAILABLE');
  if (share.password_hash) {
    if (!password) return null;
    if (!(await verifyPassword(password, share.password_hash)))
      throw new CommandFailure('SHARE_WRONG_PASSWORD');
  }
  return { trx: await ctx.transaction(), companyId, clientId: Number(share.record_id) };
}
