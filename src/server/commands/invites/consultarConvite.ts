import schema from '../../../../schemas/commands/ConsultarConvite.schema.json';
import { defineCommand } from '../CommandDefinition';
import { companyRoles } from '../../employees/companyRoles';
import { findInvite } from './findInvite';

/**
 * ConsultarConvite (TOKEN) → CONVITE {email, company, role, expiresAt}: what the invite screen shows
 * before the invitee fills in; a bad, used or expired link is INVITE_INVALID_TOKEN. Public, rate-limited.
 */
export const consultarConvite = defineCommand<{ TOKEN: string }>({
  name: 'ConsultarConvite',
  params: schema,
  async handler(ctx, params) {
    const trx = await ctx.transaction();
    const invite = await findInvite(trx, params.TOKEN);
    const roles = await companyRoles(trx, invite.company_id, ctx.metadata, ctx.t);
    return {
      CONVITE: {
        email: invite.email,
        company: invite.company_name,
        role: roles.find((r) => r.id === invite.group_id)?.name ?? null,
        expiresAt: new Date(invite.expires_at).toISOString(),
      },
    };
  },
});
