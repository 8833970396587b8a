/**
 * What a queued mail attaches, recorded in its outbox row (`attachments`) and built by the `mail.send` job
 * when it sends (mailAttachmentBuilders), so the transaction that queued the mail never builds a file.
 * `documentPdf`: the default document PDF of the downloads engine for one document of the mail's company.
 */
export type MailAttachmentRef = { kind: 'documentPdf'; documentId: number };
