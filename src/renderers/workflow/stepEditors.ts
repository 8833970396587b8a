import { createActivityEditor } from './steps/createActivity';
import { decisionEditor } from './steps/decision';
import { documentFillEditor } from './steps/documentFill';
import { endEditor } from './steps/end';
import { redirectEditor } from './steps/redirect';
import { sendEmailEditor } from './steps/sendEmail';
import { sendSurveyEditor } from './steps/sendSurvey';
import { startEditor } from './steps/start';
import { timerEditor } from './steps/timer';
import type { StepEditor } from './StepEditor';

/**
 * The editor side of every workflow step type, by the runtime registry's type name (stepTypes): a new
 * type is a folder in `steps/` and one line here, never a `switch`. stepEditors.test.ts fails when a
 * registered type has no editor or an editor names no registered type.
 *
 * @example stepEditors.timer?.defaults(t) // { hours: 1, minutes: 0 }
 */
export const stepEditors: Readonly<Record<string, StepEditor>> = {
  start: startEditor,
  end: endEditor,
  documentFill: documentFillEditor as unknown as StepEditor,
  sendEmail: sendEmailEditor as unknown as StepEditor,
  createActivity: createActivityEditor as unknown as StepEditor,
  timer: timerEditor as unknown as StepEditor,
  decision: decisionEditor as unknown as StepEditor,
  redirect: redirectEditor as unknown as StepEditor,
  sendSurvey: sendSurveyEditor as unknown as StepEditor,
};
