import type { CommandDefinition } from '../CommandDefinition';
import { aceitarConvite } from './aceitarConvite';
import { consultarConvite } from './consultarConvite';
import { enviarConvites } from './enviarConvites';
import { excluirConvite } from './excluirConvite';
import { listarConvites } from './listarConvites';
import { reenviarConvite } from './reenviarConvite';

/** The commands of employee invites, registered by allCommands. */
export const invitesCommands: CommandDefinition[] = [
  enviarConvites,
  listarConvites,
  reenviarConvite,
  excluirConvite,
  consultarConvite,
  aceitarConvite,
];
