import schema from '../../../../schemas/commands/RequestPasswordRecovery.schema.json';
import { newSecret, sha256Hex } from '../../security/secretTokens';
import { queueMail } from '../../mail/queueMail';
import { defineCommand } from '../CommandDefinition';

const CODE_TTL_MS = 60 * 60 * 1000;

/**
 * RequestPasswordRecovery (EMAIL): always the same success answer, so it cannot tell which e-mails are
 * registered. For a registered, active, non-shared user it stores a hashed single-use code (1 h) and,
 * after commit, mails the link `<public url>/#/recovery/<code>`; every mail is kept in outbox_emails.
 */
export const requestPasswordRecovery = defineCommand<{ EMAIL: string }>({
  name: 'RequestPasswordRecovery',
  params: schema,
  async handler(ctx, params) {
    const { t } = ctx;
    const trx = await ctx.transaction();
    const email = params.EMAIL.trim().toLowerCase();
    const user = await trx
      .selectFrom('user_logins as l')
      .innerJoin('users as u', (j) =>
        j.onRef('u.company_id', '=', 'l.company_id').onRef('u.id', '=', 'l.user_id'),
      )
      .innerJoin('persons as p', (j) =>
        j.onRef('p.company_id', '=', 'u.company_id').onRef('p.id', '=', 'u.person_id'),
      )
      .select(['u.company_id', 'u.id', 'u.locale', 'p.name', 'p.email'])
      .where('l.login', '=', email)
      .where('u.active', '=', true)
      .where('u.is_shared', '=', false)
      .executeTakeFirst();
    ctx.inform(t('server.recoveryRequested'));
    if (!user) return;

    const code = newSecret();
    await trx
      .insertInto('password_recoveries')
      .values({
        code_hash: sha256Hex(code),
        company_id: user.company_id,
        user_id: user.id,
        expires_at: new Date(Date.now() + CODE_TTL_MS),
      })
      .execute();
    const link = `${ctx.config.publicUrl}/#/recovery/${code}`;
    const to = user.email ?? email;
    // The mail speaks the recipient's language, not the (anonymous) caller's.
    const mailT = ctx.translate(user.locale);
    const mail = {
      to,
      subject: mailT('server.recoveryMail.subject'),
      text: mailT('server.recoveryMail.body', { name: user.name, link }),
    };
    await queueMail(ctx, trx, user.company_id, mail);
  },
});
