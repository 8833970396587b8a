import type { CommandDefinition } from '../CommandDefinition';
import { consultarRevisoesModelo } from './consultarRevisoesModelo';
import { consultarRevisaoModelo } from './consultarRevisaoModelo';
import { avaliarAjusteRevisao } from './avaliarAjusteRevisao';
import { aprovarRevisaoModelo } from './aprovarRevisaoModelo';
import { reprovarRevisaoModelo } from './reprovarRevisaoModelo';
import { consultarMensagensRevisao } from './consultarMensagensRevisao';
import { enviarMensagemRevisao } from './enviarMensagemRevisao';
import { atribuirModelosFluxoAprovacao } from './atribuirModelosFluxoAprovacao';
import { consultarFluxosAprovacao } from './consultarFluxosAprovacao';
import { excluirFluxoAprovacao } from './excluirFluxoAprovacao';
import { removerModelosFluxoAprovacao } from './removerModelosFluxoAprovacao';
import { salvarFluxoAprovacao } from './salvarFluxoAprovacao';
import { salvarFluxoAprovacaoPadrao } from './salvarFluxoAprovacaoPadrao';

/** The commands of the form approval flows and revisions (docs/form-approval.md), registered by allCommands. */
export const formApprovalCommands: CommandDefinition[] = [
  consultarFluxosAprovacao,
  salvarFluxoAprovacaoPadrao,
  salvarFluxoAprovacao,
  excluirFluxoAprovacao,
  atribuirModelosFluxoAprovacao,
  removerModelosFluxoAprovacao,
  consultarRevisoesModelo,
  consultarRevisaoModelo,
  avaliarAjusteRevisao,
  aprovarRevisaoModelo,
  reprovarRevisaoModelo,
  consultarMensagensRevisao,
  enviarMensagemRevisao,
];
