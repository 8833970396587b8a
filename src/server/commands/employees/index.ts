import type { CommandDefinition } from '../CommandDefinition';
import { alterarStatusColaborador } from './alterarStatusColaborador';
import { alterarStatusUsuarioRotativo } from './alterarStatusUsuarioRotativo';
import { consultarColaborador } from './consultarColaborador';
import { consultarColaboradoresFlow } from './consultarColaboradoresFlow';
import { consultarGruposPermissoes } from './consultarGruposPermissoes';
import { excluirUsuarioRotativo } from './excluirUsuarioRotativo';
import { listarColaboradores } from './listarColaboradores';
import { listarUsuariosRotativos } from './listarUsuariosRotativos';
import { salvarColaborador } from './salvarColaborador';
import { salvarUsuarioRotativo } from './salvarUsuarioRotativo';

/** The commands of employees and shared (rotary) sub-users, registered by allCommands. */
export const employeesCommands: CommandDefinition[] = [
  consultarColaboradoresFlow,
  listarColaboradores,
  consultarColaborador,
  salvarColaborador,
  alterarStatusColaborador,
  consultarGruposPermissoes,
  listarUsuariosRotativos,
  salvarUsuarioRotativo,
  alterarStatusUsuarioRotativo,
  excluirUsuarioRotativo,
];
