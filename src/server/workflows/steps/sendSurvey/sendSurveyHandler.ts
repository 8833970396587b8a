import type { SendSurveySettings } from '../../../../runtime/workflows/steps/sendSurvey/SendSurveySettings';
import { isValidEmail } from '../../../../runtime/validators/isValidEmail';
import { CommandFailure } from '../../../commands/CommandFailure';
import { mailJobs } from '../../../mail/mailJobs';
import { clientEmail } from '../../clientEmail';
import type { WorkflowStepContext } from '../../WorkflowStepContext';
import type { WorkflowStepHandler } from '../../WorkflowStepHandler';

/**
 * The form the survey links to: `settings.formId` when set, which must be a form of the company that is
 * not deleted (otherwise ENTITY_NOT_FOUND refuses the transition, like a created activity's form), else
 * the document's own form.
 */
async function surveyForm(settings: SendSurveySettings, context: WorkflowStepContext) {
  const { trx, companyId, model, instance } = context;
  if (settings.formId === undefined || settings.formId === instance.formId)
    return { id: instance.formId, name: model.name };
  const form = await trx
    .selectFrom('forms')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('id', '=', settings.formId)
    .where('state', '<>', 'deleted')
    .executeTakeFirst();
  if (!form) throw new CommandFailure('ENTITY_NOT_FOUND');
  return form;
}

/**
 * Sends a survey (spec 001 §3) to the header's client, or to the address a form field holds: an e-mail
 * with the fill link of the step's form (`settings.formId`, else the document's own; research surveys
 * are not built yet, the link stands in for one). No address, no mail: the flow goes on, and the run's
 * details say nobody was reached.
 */
export const sendSurveyHandler: WorkflowStepHandler<SendSurveySettings> = {
  type: 'sendSurvey',
  async start(step, context) {
    const { trx, companyId, t } = context;
    const form = await surveyForm(step.settings, context);
    const { values, header } = await context.document();
    const typed = step.settings.fieldId ? values[step.settings.fieldId] : undefined;
    const to =
      step.settings.to === 'headerClient'
        ? await clientEmail(trx, companyId, header)
        : typeof typed === 'string' && isValidEmail(typed.trim())
          ? typed.trim().toLowerCase()
          : null;
    const vars = { form: form.name, link: `${context.publicUrl}/#/form/view/${form.id}` };
    if (to)
      await mailJobs.schedule(context.jobs, trx, companyId, {
        to,
        subject: t('workflowMail.survey.subject', vars),
        text: t('workflowMail.survey.body', vars),
      });
    context.record({ emails: to ? [to] : [], formId: form.id });
    return 'finished';
  },
  finish: async (step) => step.next,
};
