/**
 * What a webhook delivery carries besides its payload, recorded in its row (`attachments`) and built by
 * the webhook worker when it sends (webhookAttachmentFields), so the transaction that recorded the
 * delivery never builds a file. `documentPdf`: the finished document's PDF with its form's default
 * export template (buildDocumentPdf), as the body's `pdf`.
 */
export type WebhookAttachmentRef = { kind: 'documentPdf'; documentId: number };
