import type { CommandDefinition } from '../CommandDefinition';
import { compartilharAtivo } from './compartilharAtivo';
import { consultarAtivoPublico } from './consultarAtivoPublico';
import { consultarCompartilhamentoAtivo } from './consultarCompartilhamentoAtivo';

/** The commands of public sharing, registered by allCommands. */
export const sharingCommands: CommandDefinition[] = [
  compartilharAtivo,
  consultarAtivoPublico,
  consultarCompartilhamentoAtivo,
];
