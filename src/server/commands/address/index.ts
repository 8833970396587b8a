import type { CommandDefinition } from '../CommandDefinition';
import { consultarCep } from './consultarCep';
import { pesquisarEndereco } from './pesquisarEndereco';

/** The commands of address search and CEP lookup, registered by allCommands. */
export const addressCommands: CommandDefinition[] = [pesquisarEndereco, consultarCep];
