import schema from '../../../../schemas/commands/ListarConvites.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { companyRoles } from '../../employees/companyRoles';

const HOUR_MS = 60 * 60 * 1000;

/**
 * ListarConvites → CONVITES [{id, email, roleId, role, expiresAt, sentAt, status ('active'|'expired'),
 * remainingDays, remainingHours}], newest first. An invite is active until its expiry; the countdown is
 * the whole days and remaining hours left (spec 001 section 4), 0 and 0 once expired. EMPLOYEE VIEW.
 */
export const listarConvites = defineCommand<Record<string, never>>({
  name: 'ListarConvites',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const rows = await trx
      .selectFrom('employee_invites')
      .select(['id', 'email', 'group_id', 'expires_at', 'sent_at'])
      .where('company_id', '=', session.companyId)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const roles = new Map(
      (await companyRoles(trx, session.companyId, ctx.metadata, ctx.t)).map((r) => [r.id, r.name]),
    );
    const now = Date.now();
    return {
      CONVITES: rows.map((r) => {
        const left = new Date(r.expires_at).getTime() - now;
        const hours = left > 0 ? Math.floor(left / HOUR_MS) : 0;
        return {
          id: r.id,
          email: r.email,
          roleId: r.group_id,
          role: roles.get(r.group_id) ?? null,
          expiresAt: new Date(r.expires_at).toISOString(),
          sentAt: new Date(r.sent_at).toISOString(),
          status: left > 0 ? 'active' : 'expired',
          remainingDays: Math.floor(hours / 24),
          remainingHours: hours % 24,
        };
      }),
    };
  },
});
