import type { WorkflowStepType } from '../../WorkflowStepType';
import type { SendSurveySettings } from './SendSurveySettings';
import { sendSurveySchema } from './sendSurveySchema';

/** Sends a research survey; the spec sets no rule beyond its schema. */
export const sendSurveyStep: WorkflowStepType<SendSurveySettings> = {
  type: 'sendSurvey',
  labelKey: 'workflow.steps.sendSurvey',
  schema: sendSurveySchema,
  needsNext: true,
  uses: ({ settings }) => ({ items: settings.fieldId ? [settings.fieldId] : [], rules: [] }),
  check: () => [],
};
