import type { CommandDefinition } from '../CommandDefinition';
import { alterarAtividades } from './alterarAtividades';
import { aprovarAtividade } from './aprovarAtividade';
import { cancelarAtividade } from './cancelarAtividade';
import { consultarAprovacoes } from './consultarAprovacoes';
import { consultarAtividade } from './consultarAtividade';
import { consultarAtividadeRecorrente } from './consultarAtividadeRecorrente';
import { consultarAtividadesFlowV2 } from './consultarAtividadesFlowV2';
import { consultarAtividadesRecorrentes } from './consultarAtividadesRecorrentes';
import { consultarMensagensAprovacao } from './consultarMensagensAprovacao';
import { enviarMensagemAprovacao } from './enviarMensagemAprovacao';
import { excluirAtividadeRecorrente } from './excluirAtividadeRecorrente';
import { excluirAtividades } from './excluirAtividades';
import { reprovarAtividade } from './reprovarAtividade';
import { salvarAtividade } from './salvarAtividade';
import { salvarAtividadeRecorrente } from './salvarAtividadeRecorrente';
import { salvarAtividades } from './salvarAtividades';
import { salvarAtividadesRecorrentes } from './salvarAtividadesRecorrentes';

/** The commands of tasks (activities), registered by allCommands. */
export const tasksCommands: CommandDefinition[] = [
  salvarAtividade,
  consultarAtividade,
  consultarAtividadesFlowV2,
  excluirAtividades,
  alterarAtividades,
  cancelarAtividade,
  salvarAtividadeRecorrente,
  salvarAtividades,
  salvarAtividadesRecorrentes,
  consultarAtividadeRecorrente,
  consultarAtividadesRecorrentes,
  excluirAtividadeRecorrente,
  aprovarAtividade,
  reprovarAtividade,
  consultarAprovacoes,
  enviarMensagemAprovacao,
  consultarMensagensAprovacao,
];
