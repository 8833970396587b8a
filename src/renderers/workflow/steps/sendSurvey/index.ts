import type { SendSurveySettings } from '../../../../runtime/workflows/steps/sendSurvey/SendSurveySettings';
import type { StepEditor } from '../../StepEditor';
import { SendSurveyPanel } from './SendSurveyPanel';

/** Send survey: to the header's client by default. */
export const sendSurveyEditor: StepEditor<SendSurveySettings> = {
  palette: true,
  defaults: () => ({ to: 'headerClient' }),
  Panel: SendSurveyPanel,
};
