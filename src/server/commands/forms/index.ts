import type { CommandDefinition } from '../CommandDefinition';
import { abrirEdicaoModelo } from './abrirEdicaoModelo';
import { arquivarModelo } from './arquivarModelo';
import { baixarImagemModelo } from './baixarImagemModelo';
import { clonarModelo } from './clonarModelo';
import { consultarAtributosIdEsquemaAtributos } from './consultarAtributosIdEsquemaAtributos';
import { consultarEdicaoModelo } from './consultarEdicaoModelo';
import { consultarModeloCopia } from './consultarModeloCopia';
import { consultarModeloDocumento } from './consultarModeloDocumento';
import { consultarPassosWorkflowModelo } from './consultarPassosWorkflowModelo';
import { desarquivarModelo } from './desarquivarModelo';
import { enviarImagemModelo } from './enviarImagemModelo';
import { excluirModelo } from './excluirModelo';
import { excluirPasta } from './excluirPasta';
import { fecharEdicaoModelo } from './fecharEdicaoModelo';
import { listarModelos } from './listarModelos';
import { moverModelo } from './moverModelo';
import { restaurarModelo } from './restaurarModelo';
import { salvarModelo } from './salvarModelo';
import { salvarPasta } from './salvarPasta';
import { salvarPermissoesModelo } from './salvarPermissoesModelo';
import { salvarPermissoesPasta } from './salvarPermissoesPasta';

/** The commands of form models and folders, registered by allCommands. */
export const formsCommands: CommandDefinition[] = [
  listarModelos,
  consultarModeloDocumento,
  consultarAtributosIdEsquemaAtributos,
  consultarModeloCopia,
  consultarPassosWorkflowModelo,
  salvarModelo,
  enviarImagemModelo,
  baixarImagemModelo,
  abrirEdicaoModelo,
  consultarEdicaoModelo,
  fecharEdicaoModelo,
  arquivarModelo,
  desarquivarModelo,
  excluirModelo,
  restaurarModelo,
  clonarModelo,
  moverModelo,
  salvarPermissoesModelo,
  salvarPasta,
  excluirPasta,
  salvarPermissoesPasta,
];
