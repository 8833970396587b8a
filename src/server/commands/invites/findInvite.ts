import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { CommandFailure } from '../CommandFailure';
import { parseInviteToken } from './inviteToken';

/**
 * The unexpired invite behind a link's token, with its company's name; anything else (malformed, unknown,
 * resent, deleted, accepted or expired) is INVITE_INVALID_TOKEN: 'Você não tem um token válido'.
 */
export async function findInvite(db: Kysely<Database>, token: string, forUpdate = false) {
  const parsed = parseInviteToken(token);
  if (!parsed) throw new CommandFailure('INVITE_INVALID_TOKEN');
  let query = db
    .selectFrom('employee_invites as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select(['i.company_id', 'i.id', 'i.email', 'i.group_id', 'i.expires_at', 'c.name as company_name'])
    .where('i.company_id', '=', parsed.companyId)
    .where('i.token_hash', '=', parsed.hash)
    .where('i.expires_at', '>', new Date());
  if (forUpdate) query = query.forUpdate();
  const invite = await query.executeTakeFirst();
  if (!invite) throw new CommandFailure('INVITE_INVALID_TOKEN');
  return invite;
}
