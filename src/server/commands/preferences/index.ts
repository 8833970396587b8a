import type { CommandDefinition } from '../CommandDefinition';
import { saveListColumns } from './saveListColumns';

/** The commands of user preferences, registered by allCommands. */
export const preferencesCommands: CommandDefinition[] = [saveListColumns];
