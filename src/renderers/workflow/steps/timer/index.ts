import type { TimerSettings } from '../../../../runtime/workflows/steps/timer/TimerSettings';
import type { StepEditor } from '../../StepEditor';
import { TimerPanel } from './TimerPanel';

/** The timer: one hour by default. */
export const timerEditor: StepEditor<TimerSettings> = {
  palette: true,
  defaults: () => ({ hours: 1, minutes: 0 }),
  Panel: TimerPanel,
};
