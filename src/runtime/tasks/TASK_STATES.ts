import type { TaskStateName } from './TaskStateName';
import { taskStates } from './taskStates';

/** Every displayed state, in the list's summary order (taskStates' order). */
export const TASK_STATES = Object.keys(taskStates) as readonly TaskStateName[];
