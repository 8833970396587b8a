import type { WorkflowStepType } from '../../WorkflowStepType';
import { checkSendEmail } from './checkSendEmail';
import type { SendEmailSettings } from './SendEmailSettings';
import { sendEmailSchema } from './sendEmailSchema';

/** Sends an e-mail about the document. */
export const sendEmailStep: WorkflowStepType<SendEmailSettings> = {
  type: 'sendEmail',
  labelKey: 'workflow.steps.sendEmail',
  schema: sendEmailSchema,
  needsNext: true,
  uses: ({ settings }) => ({ items: settings.fieldIds, rules: [] }),
  check: checkSendEmail,
};
