import type { CommandDefinition } from '../CommandDefinition';
import { consultarImagensInformativasTemplate } from './consultarImagensInformativasTemplate';
import { consultarModeloTemplate } from './consultarModeloTemplate';
import { consultarTemplate } from './consultarTemplate';
import { excluirCategoriaTemplate } from './excluirCategoriaTemplate';
import { excluirTemplate } from './excluirTemplate';
import { listarCategoriasTemplate } from './listarCategoriasTemplate';
import { listarTemplates } from './listarTemplates';
import { salvarCategoriaTemplate } from './salvarCategoriaTemplate';
import { salvarTemplate } from './salvarTemplate';
import { usarModeloTemplate } from './usarModeloTemplate';

/** The commands of templates (template company) and use-template links, registered by allCommands. */
export const templatesCommands: CommandDefinition[] = [
  listarCategoriasTemplate,
  salvarCategoriaTemplate,
  excluirCategoriaTemplate,
  listarTemplates,
  consultarTemplate,
  salvarTemplate,
  excluirTemplate,
  consultarModeloTemplate,
  consultarImagensInformativasTemplate,
  usarModeloTemplate,
];
