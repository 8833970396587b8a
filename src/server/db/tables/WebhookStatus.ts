export type WebhookStatus = 'pending' | 'delivered' | 'failed' | 'skipped';
