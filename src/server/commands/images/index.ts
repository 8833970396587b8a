import type { CommandDefinition } from '../CommandDefinition';
import { baixarImagem } from './baixarImagem';
import { enviarImagem } from './enviarImagem';
import { salvarLogoEmpresa } from './salvarLogoEmpresa';

/** The commands of record images and the company logo, registered by allCommands. */
export const imagesCommands: CommandDefinition[] = [enviarImagem, baixarImagem, salvarLogoEmpresa];
