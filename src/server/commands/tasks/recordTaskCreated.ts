import type { Transaction } from 'kysely';
import type { CompanyAccess } from '../../access/CompanyAccess';
import type { Database } from '../../db/Database';
import { isInternalTestEmail } from '../../webhooks/isInternalTestEmail';
import { recordWebhook } from '../../webhooks/recordWebhook';
import type { CommandContext } from '../CommandContext';
import { requireSession } from '../requireSession';

/**
 * Records the WebhookTrigger CREATE_TASK event of a new task (skipped for internal test accounts and
 * companies without a webhook URL) and wakes the worker after commit.
 *
 * @example await recordTaskCreated(ctx, trx, company, { id: 7, title: 'Inspeção', formId: 3 });
 */
export async function recordTaskCreated(
  ctx: CommandContext,
  trx: Transaction<Database>,
  company: CompanyAccess,
  task: { id: number; title: string; formId: number },
): Promise<void> {
  const session = requireSession(ctx);
  const delivery = await recordWebhook(trx, {
    companyId: company.companyId,
    eventType: 'CREATE_TASK',
    url: company.webhookUrl,
    internalTest: company.isInternalTest || isInternalTestEmail(session.login),
    body: {
      event: 'CREATE_TASK',
      occurredAt: new Date().toISOString(),
      company: { id: company.companyId, name: company.name },
      user: { id: session.userId, login: session.login },
      payload: { taskId: task.id, title: task.title, formId: task.formId },
    },
  });
  if (!delivery.skipped) ctx.afterCommit(async () => ctx.wakeWebhooks());
}
