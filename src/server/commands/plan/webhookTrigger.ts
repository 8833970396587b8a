import schema from '../../../../schemas/commands/WebhookTrigger.schema.json';
import { companyAccessOf } from '../companyAccessOf';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { isInternalTestEmail } from '../../webhooks/isInternalTestEmail';
import { recordWebhook, type WebhookEvent } from '../../webhooks/recordWebhook';

/**
 * WebhookTrigger (USER, COMPANY, PAYLOAD json, EVENT_TYPE) -> DELIVERY_ID, plus SKIPPED: true when not
 * sent (internal test accounts: company flag or an @campo.test e-mail; no webhook URL). The delivery
 * belongs to the caller's company whatever COMPANY says; the worker POSTs it after commit.
 */
export const webhookTrigger = defineCommand<{
  USER?: Record<string, unknown>;
  COMPANY?: Record<string, unknown>;
  PAYLOAD?: unknown;
  EVENT_TYPE: WebhookEvent;
}>({
  name: 'WebhookTrigger',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const company = await companyAccessOf(ctx, session.companyId);
    const claimedEmail = typeof params.USER?.email === 'string' ? params.USER.email : '';
    const delivery = await recordWebhook(await ctx.transaction(), {
      companyId: company.companyId,
      eventType: params.EVENT_TYPE,
      url: company.webhookUrl,
      internalTest:
        company.isInternalTest || isInternalTestEmail(session.login) || isInternalTestEmail(claimedEmail),
      body: {
        event: params.EVENT_TYPE,
        occurredAt: new Date().toISOString(),
        company: { ...params.COMPANY, id: company.companyId, name: company.name },
        user: { ...params.USER, id: session.userId, login: session.login },
        payload: params.PAYLOAD ?? {},
      },
    });
    if (!delivery.skipped) ctx.afterCommit(async () => ctx.wakeWebhooks());
    return delivery.skipped ? { DELIVERY_ID: delivery.id, SKIPPED: true } : { DELIVERY_ID: delivery.id };
  },
});
