import { createActivityHandler } from './steps/createActivity/createActivityHandler';
import { decisionHandler } from './steps/decision/decisionHandler';
import { documentFillHandler } from './steps/documentFill/documentFillHandler';
import { endHandler } from './steps/end/endHandler';
import { redirectHandler } from './steps/redirect/redirectHandler';
import { sendEmailHandler } from './steps/sendEmail/sendEmailHandler';
import { sendSurveyHandler } from './steps/sendSurvey/sendSurveyHandler';
import { startHandler } from './steps/start/startHandler';
import { timerHandler } from './steps/timer/timerHandler';
import type { WorkflowStepHandler } from './WorkflowStepHandler';

/**
 * The engine side of each workflow step type, by the runtime type name (src/runtime/workflows/stepTypes.ts).
 *
 * Where a new step's engine side goes: `src/server/workflows/steps/<type>/<type>Handler.ts` (the folder named
 * after the type, as in the runtime: `steps/sendEmail/sendEmailHandler.ts`) exporting a WorkflowStepHandler,
 * with its test beside it, and one line here. A handler's key must be a registered runtime type, and
 * every runtime type needs one (stepHandlers.test.ts); no `switch` on step types anywhere (moveWorkflow
 * looks handlers up here). docs/workflows.md has the whole recipe.
 *
 * @example stepHandlers.timer?.start(step, context)
 */
export const stepHandlers: Readonly<Record<string, WorkflowStepHandler>> = {
  start: startHandler as WorkflowStepHandler,
  end: endHandler as WorkflowStepHandler,
  documentFill: documentFillHandler as WorkflowStepHandler,
  sendEmail: sendEmailHandler as WorkflowStepHandler,
  createActivity: createActivityHandler as WorkflowStepHandler,
  timer: timerHandler as WorkflowStepHandler,
  decision: decisionHandler as WorkflowStepHandler,
  redirect: redirectHandler as WorkflowStepHandler,
  sendSurvey: sendSurveyHandler as WorkflowStepHandler,
};
