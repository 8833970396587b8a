import type { CommandDefinition } from '../CommandDefinition';
import { checkIfHasLimit } from './checkIfHasLimit';
import { getCompanyPlanFromBackend } from './getCompanyPlanFromBackend';
import { saveUserTourSettings } from './saveUserTourSettings';
import { webhookTrigger } from './webhookTrigger';

/** The commands of plan, limits and webhooks, registered by allCommands. */
export const planCommands: CommandDefinition[] = [
  saveUserTourSettings,
  getCompanyPlanFromBackend,
  checkIfHasLimit,
  webhookTrigger,
];
