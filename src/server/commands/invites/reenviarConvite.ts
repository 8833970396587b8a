import schema from '../../../../schemas/commands/ReenviarConvite.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { newInviteToken } from './inviteToken';
import { sendInviteMail } from './sendInviteMail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expiry of a resent invite when DIAS is not given. */
const DEFAULT_DAYS = 7;

/**
 * ReenviarConvite (ID, DIAS?) → EXPIRES_AT: a new link and expiry (DIAS days, default 7) mailed again;
 * the old link stops working at once (its hash is replaced). Expired invites can be resent. EMPLOYEE EDIT.
 */
export const reenviarConvite = defineCommand<{ ID: number; DIAS?: number }>({
  name: 'ReenviarConvite',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const trx = await ctx.transaction();
    const { token, hash } = newInviteToken(companyId);
    const expiresAt = new Date(Date.now() + (params.DIAS ?? DEFAULT_DAYS) * DAY_MS);
    const invite = await trx
      .updateTable('employee_invites')
      .set({ token_hash: hash, expires_at: expiresAt, sent_at: new Date() })
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID)
      .returning('email')
      .executeTakeFirst();
    if (!invite) throw new CommandFailure('ENTITY_NOT_FOUND');
    const company = await trx
      .selectFrom('companies')
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    await sendInviteMail(ctx, trx, {
      companyId,
      companyName: company.name,
      email: invite.email,
      token,
      expiresAt,
    });
    ctx.inform(ctx.t('server.invitesSent', { count: 1 }));
    return { EXPIRES_AT: expiresAt.toISOString() };
  },
});
