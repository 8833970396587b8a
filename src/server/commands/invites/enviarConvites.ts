import schema from '../../../../schemas/commands/EnviarConvites.schema.json';
import { checkInviteList, type InviteInput } from '../../../runtime/validators/checkInviteList';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { checkAssignableRole } from '../../employees/checkAssignableRole';
import { newInviteToken } from './inviteToken';
import { sendInviteMail } from './sendInviteMail';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * EnviarConvites (CONVITES: [{email, roleId, days}]) → CONVITES [{id, email}]. Checks the whole list
 * first (spec 001 section 5): every field filled (FILL_ALL_FIELDS), the role filled
 * (INVITE_ROLE_REQUIRED), well-formed e-mails (INVALID_EMAIL), no e-mail twice (INVITE_DUPLICATE_EMAIL),
 * none already a user (INVITE_ALREADY_USER), a role the caller may give; then stores each invite (a
 * pending invite to the same e-mail is replaced: new role, expiry and link) and mails its link.
 * EMPLOYEE EDIT.
 */
export const enviarConvites = defineCommand<{ CONVITES: InviteInput[] }>({
  name: 'EnviarConvites',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const problem = checkInviteList(params.CONVITES);
    if (problem) throw new CommandFailure(problem.code, { email: problem.email });
    const invites = params.CONVITES.map((i) => ({ ...i, email: i.email.trim().toLowerCase() }));
    const seen = new Set(invites.map((i) => i.email));
    const trx = await ctx.transaction();
    const users = await trx
      .selectFrom('user_logins')
      .select('login')
      .where('login', 'in', [...seen])
      .execute();
    if (users[0]) throw new CommandFailure('INVITE_ALREADY_USER', { email: users[0].login });
    for (const roleId of new Set(invites.map((i) => i.roleId!)))
      await checkAssignableRole(ctx, trx, companyId, roleId);

    const company = await trx
      .selectFrom('companies')
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    const sent: Array<{ id: number; email: string }> = [];
    for (const invite of invites) {
      const { token, hash } = newInviteToken(companyId);
      const expiresAt = new Date(Date.now() + invite.days * DAY_MS);
      const values = {
        group_id: invite.roleId!,
        token_hash: hash,
        expires_at: expiresAt,
        sent_at: new Date(),
      };
      const replaced = await trx
        .updateTable('employee_invites')
        .set({ ...values, created_by: session.userId })
        .where('company_id', '=', companyId)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', invite.email))
        .returning('id')
        .executeTakeFirst();
      const row =
        replaced ??
        (await trx
          .insertInto('employee_invites')
          .values({ company_id: companyId, email: invite.email, created_by: session.userId, ...values })
          .returning('id')
          .executeTakeFirstOrThrow());
      await sendInviteMail(ctx, trx, {
        companyId,
        companyName: company.name,
        email: invite.email,
        token,
        expiresAt,
      });
      sent.push({ id: row.id, email: invite.email });
    }
    ctx.inform(ctx.t('server.invitesSent', { count: sent.length }));
    return { CONVITES: sent };
  },
});
