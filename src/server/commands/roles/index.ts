import type { CommandDefinition } from '../CommandDefinition';
import { consultarGrupoPermissoes } from './consultarGrupoPermissoes';
import { consultarGruposUsuario } from './consultarGruposUsuario';
import { excluirGrupoPermissoes } from './excluirGrupoPermissoes';
import { salvarGrupoPermissoes } from './salvarGrupoPermissoes';

/** The commands of roles (permission groups), registered by allCommands. */
export const rolesCommands: CommandDefinition[] = [
  consultarGruposUsuario,
  consultarGrupoPermissoes,
  salvarGrupoPermissoes,
  excluirGrupoPermissoes,
];
