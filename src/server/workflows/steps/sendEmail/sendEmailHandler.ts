import type { SendEmailSettings } from '../../../../runtime/workflows/steps/sendEmail/SendEmailSettings';
import { alertAddresses } from '../../../mail/alertAddresses';
import { mailJobs } from '../../../mail/mailJobs';
import { clientEmail } from '../../clientEmail';
import { fillMailTemplate } from '../../fillMailTemplate';
import type { WorkflowStepHandler } from '../../WorkflowStepHandler';

/**
 * Sends an e-mail about the document (spec 001 §3), one per distinct address: the employees, the members
 * of the work groups and the users of the roles (active ones, by their e-mail), the custom addresses, the
 * addresses the e-mail fields hold, and the header's client with `copyToClient`. Subject and text take
 * the form's fields (`{fieldId}`); `mainFieldInSubject` adds the main field's answer; `sendFillLink` adds
 * the document's link. Each mail is an outbox row plus a `mail.send` job in the transition's transaction
 * (mailJobs), so a rolled-back transition sends nothing. The addresses are kept in the run's details.
 * `sendFinishedForm` attaches the document's PDF: the outbox row names it (`documentPdf`) and the
 * mail.send job builds it with the downloads engine when it sends, never in this transaction (the
 * answers as they are then; a PDF that cannot be built leaves the mail with the document's link
 * instead). `readReceipt` asks for a read receipt to the sender's address (Disposition-Notification-To).
 */
export const sendEmailHandler: WorkflowStepHandler<SendEmailSettings> = {
  type: 'sendEmail',
  async start(step, context) {
    const { trx, companyId, model, t } = context;
    const settings = step.settings;
    const { values, header } = await context.document();
    const addresses = await alertAddresses(
      trx,
      companyId,
      {
        employees: settings.employees ?? [],
        squads: settings.squads ?? [],
        roles: settings.roles ?? [],
        emails: settings.destinations,
        emailFields: settings.fieldIds,
      },
      values,
    );
    const client = settings.copyToClient ? await clientEmail(trx, companyId, header) : null;
    if (client && !addresses.includes(client)) addresses.push(client);
    let subject = fillMailTemplate(settings.subject, model, values, t);
    if (settings.mainFieldInSubject && model.mainField)
      subject = `${subject} - ${fillMailTemplate(`{${model.mainField}}`, model, values, t)}`;
    let text = fillMailTemplate(settings.text, model, values, t);
    if (settings.sendFillLink)
      text = `${text}\n\n${t('workflowMail.link', { link: `${context.publicUrl}/#/finished_form/${context.documentId}` })}`;
    const mail = {
      subject,
      text,
      ...(settings.sendFinishedForm
        ? { attachments: [{ kind: 'documentPdf' as const, documentId: context.documentId }] }
        : {}),
      ...(settings.readReceipt ? { readReceipt: true } : {}),
    };
    for (const to of addresses) await mailJobs.schedule(context.jobs, trx, companyId, { to, ...mail });
    context.record({ emails: addresses, subject });
    return 'finished';
  },
  finish: async (step) => step.next,
};
