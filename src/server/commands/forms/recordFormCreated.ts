import type { Transaction } from 'kysely';
import type { CompanyAccess } from '../../access/CompanyAccess';
import type { Database } from '../../db/Database';
import { isInternalTestEmail } from '../../webhooks/isInternalTestEmail';
import { recordWebhook } from '../../webhooks/recordWebhook';
import type { CommandContext } from '../CommandContext';
import { requireSession } from '../requireSession';

/**
 * Records the WebhookTrigger CREATE_FORM event of a new form model (skipped for internal test accounts
 * and companies without a webhook URL) and wakes the worker after commit.
 *
 * @example await recordFormCreated(ctx, trx, company, { id: 3, name: 'Inspeção' });
 */
export async function recordFormCreated(
  ctx: CommandContext,
  trx: Transaction<Database>,
  company: CompanyAccess,
  form: { id: number; name: string },
): Promise<void> {
  const session = requireSession(ctx);
  const delivery = await recordWebhook(trx, {
    companyId: company.companyId,
    eventType: 'CREATE_FORM',
    url: company.webhookUrl,
    internalTest: company.isInternalTest || isInternalTestEmail(session.login),
    body: {
      event: 'CREATE_FORM',
      occurredAt: new Date().toISOString(),
      company: { id: company.companyId, name: company.name },
      user: { id: session.userId, login: session.login },
      payload: { formId: form.id, name: form.name },
    },
  });
  if (!delivery.skipped) ctx.afterCommit(async () => ctx.wakeWebhooks());
}
