import type { Transaction } from 'kysely';
import type { CompanyAccess } from '../access/CompanyAccess';
import type { CommandContext } from '../commands/CommandContext';
import { requireSession } from '../commands/requireSession';
import type { Database } from '../db/Database';
import { isInternalTestEmail } from './isInternalTestEmail';
import { recordWebhook, type WebhookEvent } from './recordWebhook';

/**
 * Records a WebhookTrigger event the signed-in user caused (a new task, a new form model) with the body
 * WebhookTrigger sends, skipped for internal test accounts and companies without a webhook URL, and
 * wakes the worker after commit.
 *
 * @example await recordTrackingEvent(ctx, trx, company, 'CREATE_FORM', { formId: 3, name: 'Inspeção' });
 */
export async function recordTrackingEvent(
  ctx: CommandContext,
  trx: Transaction<Database>,
  company: CompanyAccess,
  kind: WebhookEvent,
  payload: Record<string, unknown>,
): Promise<void> {
  const session = requireSession(ctx);
  const delivery = await recordWebhook(trx, {
    companyId: company.companyId,
    eventType: kind,
    url: company.webhookUrl,
    internalTest: company.isInternalTest || isInternalTestEmail(session.login),
    body: {
      event: kind,
      occurredAt: new Date().toISOString(),
      company: { id: company.companyId, name: company.name },
      user: { id: session.userId, login: session.login },
      payload,
    },
  });
  if (!delivery.skipped) ctx.afterCommit(async () => ctx.wakeWebhooks());
}
