import type { CommandDefinition } from '../CommandDefinition';
import { atribuirModelosFluxoAprovacao } from './atribuirModelosFluxoAprovacao';
import { consultarFluxosAprovacao } from './consultarFluxosAprovacao';
import { excluirFluxoAprovacao } from './excluirFluxoAprovacao';
import { removerModelosFluxoAprovacao } from './removerModelosFluxoAprovacao';
import { salvarFluxoAprovacao } from './salvarFluxoAprovacao';
import { salvarFluxoAprovacaoPadrao } from './salvarFluxoAprovacaoPadrao';

/** The commands of the form approval flows (docs/form-approval.md), registered by allCommands. */
export const formApprovalCommands: CommandDefinition[] = [
  consultarFluxosAprovacao,
  salvarFluxoAprovacaoPadrao,
  salvarFluxoAprovacao,
  excluirFluxoAprovacao,
  atribuirModelosFluxoAprovacao,
  removerModelosFluxoAprovacao,
];
