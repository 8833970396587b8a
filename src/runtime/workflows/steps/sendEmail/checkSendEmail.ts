import { problemOf } from '../../problemOf';
import type { WorkflowProblem } from '../../WorkflowProblem';
import type { WorkflowStep } from '../../WorkflowStep';
import type { SendEmailSettings } from './SendEmailSettings';

/**
 * Spec 001 §5: an e-mail step needs a recipient (an address, a field holding one, an employee, a work group or a role; a copy to the client
 * alone is a copy, not a recipient) and a message.
 *
 * @example checkSendEmail({ ...step, settings: { ...settings, text: ' ' } })
 * // [{ code: 'SEND_EMAIL_MESSAGE_REQUIRED', message: 'Informe a mensagem do e-mail', stepId }]
 */
export function checkSendEmail(step: WorkflowStep<SendEmailSettings>): WorkflowProblem[] {
  const { destinations, fieldIds, text, employees = [], squads = [], roles = [] } = step.settings;
  const problems: WorkflowProblem[] = [];
  if (destinations.length + fieldIds.length + employees.length + squads.length + roles.length === 0)
    problems.push(problemOf('SEND_EMAIL_RECIPIENT_REQUIRED', step.id));
  if (!text.trim()) problems.push(problemOf('SEND_EMAIL_MESSAGE_REQUIRED', step.id));
  return problems;
}
