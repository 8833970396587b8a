/** Where a webhook delivery stands. */
export type WebhookStatus = 'pending' | 'delivered' | 'failed' | 'skipped';
