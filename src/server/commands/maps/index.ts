import type { CommandDefinition } from '../CommandDefinition';
import { consultarConfiguracaoMapa } from './consultarConfiguracaoMapa';

/** The commands of maps, registered by allCommands. */
export const mapsCommands: CommandDefinition[] = [consultarConfiguracaoMapa];
