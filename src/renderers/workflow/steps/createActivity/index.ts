import type { CreateActivitySettings } from '../../../../runtime/workflows/steps/createActivity/CreateActivitySettings';
import type { StepEditor } from '../../StepEditor';
import { CreateActivityPanel } from './CreateActivityPanel';

/** Create activity: an empty task, every field taken from the step when it runs. */
export const createActivityEditor: StepEditor<CreateActivitySettings> = {
  palette: true,
  defaults: () => ({ task: {} }),
  Panel: CreateActivityPanel,
};
