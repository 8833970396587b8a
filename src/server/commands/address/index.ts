import type { CommandDefinition } from '../CommandDefinition';
import { pesquisarEndereco } from './pesquisarEndereco';

/** The commands of address search, registered by allCommands. */
export const addressCommands: CommandDefinition[] = [pesquisarEndereco];
