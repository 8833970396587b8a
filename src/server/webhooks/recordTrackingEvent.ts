import type { Transaction } from 'kysely';
import type { CompanyAccess } from '../access/CompanyAccess';
import type { CommandContext } from '../commands/CommandContext';
import { requireSession } from '../commands/requireSession';
import type { Database } from '../db/Database';
import { isInternalTestEmail } from './isInternalTestEmail';
import { recordWebhook, type WebhookEvent } from './recordWebhook';

/**
 * Records a WebhookTrigger event the signed-in user caused (a new task, a new form model) with the body
 * WebhookTrigger sends, and wakes the worker after commit. A company without a webhook URL gets no row
 * (nothing to deliver; a task's creation then writes one statement less); an internal test account's
 * event is recorded as skipped (recordWebhook). The WebhookTrigger command itself always records one,
 * as its answer's DELIVERY_ID promises (docs/access-commands.md).
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
  if (!company.webhookUrl) return;
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
