import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer } from './Mailer';

/**
 * A nodemailer-backed Mailer: SMTP when a URL is configured (`smtp://user:pass@host:587`), otherwise the
 * JSON transport, which sends nothing (development and tests read the outbox_emails table instead).
 * Headers and attachments go through as given. `transport` replaces both (a test's stream transport).
 *
 * @example const mailer = createMailer(process.env.SMTP_URL, 'Campo <no-reply@campo.local>');
 */
export function createMailer(smtpUrl: string | undefined, from: string, transport?: Transporter): Mailer {
  const sender =
    transport ??
    (smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true }));
  return {
    async send({ to, subject, text, headers, attachments }) {
      await sender.sendMail({
        from,
        to,
        subject,
        text,
        ...(headers ? { headers } : {}),
        ...(attachments?.length
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                content: Buffer.from(file.content),
                contentType: file.contentType,
              })),
            }
          : {}),
      });
    },
  };
}
