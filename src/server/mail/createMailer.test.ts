import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { createMailer } from './createMailer';

describe('createMailer', () => {
  it('puts the read receipt headers and the attachment in the message it sends', async () => {
    const messages: string[] = [];
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sendMail = transport.sendMail.bind(transport);
    transport.sendMail = (async (options: Parameters<typeof sendMail>[0]) => {
      const info = await sendMail(options);
      messages.push(String(info.message));
      return info;
    }) as typeof transport.sendMail;
    const mailer = createMailer(undefined, 'Campo <no-reply@campo.local>', transport);
    await mailer.send({
      to: 'ana@exemplo.com',
      subject: 'Inspeção',
      text: 'Segue o formulário.',
      headers: {
        'Disposition-Notification-To': 'Campo <no-reply@campo.local>',
        'Return-Receipt-To': 'Campo <no-reply@campo.local>',
      },
      attachments: [
        {
          filename: 'Inspeção 7.pdf',
          content: new TextEncoder().encode('%PDF-1.7'),
          contentType: 'application/pdf',
        },
      ],
    });
    expect(messages).toHaveLength(1);
    const message = messages[0]!;
    expect(message).toMatch(/^Disposition-Notification-To: Campo <no-reply@campo\.local>$/m);
    expect(message).toMatch(/^Return-Receipt-To: Campo <no-reply@campo\.local>$/m);
    expect(message).toMatch(/^Content-Type: application\/pdf;$/m);
    expect(message).toContain("filename*0*=utf-8''Inspe%C3%A7%C3%A3o%207.pdf");
    expect(message).toContain(Buffer.from('%PDF-1.7').toString('base64'));
  });
});
