/** A file sent with a mail (built when it is sent: mailAttachmentBuilders). */
export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

/** One message: a recipient, subject and plain text, extra headers (a read receipt's) and files. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** Sends one plain-text e-mail; throws when the transport refuses it. */
export interface Mailer {
  send(mail: MailMessage): Promise<void>;
}
