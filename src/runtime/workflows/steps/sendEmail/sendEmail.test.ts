import { describe, expect, it } from 'vitest';
import { compileStepSchema } from '../../compileStepSchema';
import type { WorkflowStep } from '../../WorkflowStep';
import { checkSendEmail } from './checkSendEmail';
import type { SendEmailSettings } from './SendEmailSettings';
import { sendEmailStep } from './sendEmailStep';

const step = (settings: Partial<SendEmailSettings>): WorkflowStep<SendEmailSettings> => ({
  id: 'm1',
  type: 'sendEmail',
  name: 'Avisar o cliente',
  next: 'end',
  settings: {
    destinations: ['gestor@cliente.com.br'],
    fieldIds: [],
    subject: 'Relatório',
    text: 'Segue o relatório da visita.',
    sendFinishedForm: true,
    sendFillLink: false,
    copyToClient: false,
    readReceipt: false,
    mainFieldInSubject: false,
    ...settings,
  },
});

describe('the send e-mail step', () => {
  it('is configured with a recipient and a message', () => {
    expect(compileStepSchema(sendEmailStep)(step({}).settings)).toBe(true);
    expect(checkSendEmail(step({}))).toEqual([]);
    expect(checkSendEmail(step({ destinations: [], fieldIds: ['email_cliente'] }))).toEqual([]);
  });

  it('asks for a recipient and a message (spec 001 §5)', () => {
    expect(checkSendEmail(step({ destinations: [], copyToClient: true, text: '  ' }))).toEqual([
      { code: 'SEND_EMAIL_RECIPIENT_REQUIRED', message: 'Informe ao menos um destinatário', stepId: 'm1' },
      { code: 'SEND_EMAIL_MESSAGE_REQUIRED', message: 'Informe a mensagem do e-mail', stepId: 'm1' },
    ]);
  });

  it('rejects an invalid or repeated address', () => {
    const validate = compileStepSchema(sendEmailStep);
    expect(validate(step({ destinations: ['não é e-mail'] }).settings)).toBe(false);
    expect(validate(step({ destinations: ['a@b.com.br', 'a@b.com.br'] }).settings)).toBe(false);
  });
});
