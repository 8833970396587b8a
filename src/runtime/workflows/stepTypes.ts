import { createActivityStep } from './steps/createActivity/createActivityStep';
import { decisionStep } from './steps/decision/decisionStep';
import { documentFillStep } from './steps/documentFill/documentFillStep';
import { endStep } from './steps/end/endStep';
import { redirectStep } from './steps/redirect/redirectStep';
import { sendEmailStep } from './steps/sendEmail/sendEmailStep';
import { sendSurveyStep } from './steps/sendSurvey/sendSurveyStep';
import { startStep } from './steps/start/startStep';
import { timerStep } from './steps/timer/timerStep';
import type { WorkflowStepType } from './WorkflowStepType';

/**
 * Every workflow step type by its `type` (spec 001 §2: start, end and the seven steps of the workflow
 * map). A new type is a folder in `steps/` and one line here, never a `switch` (docs/workflows.md);
 * stepTypes.test.ts fails when a type has no schema or its schema does not compile.
 *
 * @example stepTypes.decision?.labelKey // 'workflow.steps.decision'
 */
export const stepTypes: Readonly<Record<string, WorkflowStepType>> = {
  start: startStep,
  end: endStep,
  documentFill: documentFillStep,
  sendEmail: sendEmailStep,
  createActivity: createActivityStep,
  timer: timerStep,
  decision: decisionStep,
  redirect: redirectStep,
  sendSurvey: sendSurveyStep,
};
