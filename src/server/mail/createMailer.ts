import nodemailer from 'nodemailer';
import type { Mailer } from './Mailer';

/**
 * A nodemailer-backed Mailer: SMTP when a URL is configured (`smtp://user:pass@host:587`), otherwise the
 * JSON transport, which sends nothing (development and tests read the outbox_emails table instead).
 *
 * @example const mailer = createMailer(process.env.SMTP_URL, 'Campo <no-reply@campo.local>');
 */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
