import type { SendSurveySettings } from '../../../../runtime/workflows/steps/sendSurvey/SendSurveySettings';
import { isValidEmail } from '../../../../runtime/validators/isValidEmail';
import { mailJobs } from '../../../mail/mailJobs';
import { clientEmail } from '../../clientEmail';
import type { WorkflowStepHandler } from '../../WorkflowStepHandler';

/**
 * Sends a survey (spec 001 §3) to the header's client, or to the address a form field holds: an e-mail
 * with the fill link of the form (research surveys are not built yet; the link stands in for one). No
 * address, no mail: the flow goes on, and the run's details say nobody was reached.
 */
export const sendSurveyHandler: WorkflowStepHandler<SendSurveySettings> = {
  type: 'sendSurvey',
  async start(step, context) {
    const { trx, companyId, model, t } = context;
    const { values, header } = await context.document();
    const typed = step.settings.fieldId ? values[step.settings.fieldId] : undefined;
    const to =
      step.settings.to === 'headerClient'
        ? await clientEmail(trx, companyId, header)
        : typeof typed === 'string' && isValidEmail(typed.trim())
          ? typed.trim().toLowerCase()
          : null;
    const vars = { form: model.name, link: `${context.publicUrl}/#/form/view/${context.instance.formId}` };
    if (to)
      await mailJobs.schedule(context.jobs, trx, companyId, {
        to,
        subject: t('workflowMail.survey.subject', vars),
        text: t('workflowMail.survey.body', vars),
      });
    context.record({ emails: to ? [to] : [] });
    return 'finished';
  },
  finish: async (step) => step.next,
};
