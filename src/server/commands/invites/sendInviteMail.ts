import type { Transaction } from 'kysely';
import type { Database } from '../../db/Database';
import type { CommandContext } from '../CommandContext';
import { queueMail } from '../../mail/queueMail';

/** The invite acceptance page (route registerToken, hash router). */
export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/register/${encodeURIComponent(token)}`;
}

/** Mails an invite's link (in pt-BR: the invitee has no account, hence no locale yet). */
export async function sendInviteMail(
  ctx: CommandContext,
  trx: Transaction<Database>,
  invite: { companyId: number; companyName: string; email: string; token: string; expiresAt: Date },
): Promise<void> {
  const t = ctx.translate('pt-BR');
  const link = inviteLink(ctx.config.publicUrl, invite.token);
  await queueMail(ctx, trx, invite.companyId, {
    to: invite.email,
    subject: t('server.inviteMail.subject', { company: invite.companyName }),
    text: t('server.inviteMail.body', {
      company: invite.companyName,
      link,
      expires: invite.expiresAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
    }),
  });
}
