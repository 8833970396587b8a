import type { CommandDefinition } from '../CommandDefinition';
import { consultarUsuarioLogado } from './consultarUsuarioLogado';
import { login } from './login';
import { logout } from './logout';

/** The commands of session, registered by allCommands. */
export const sessionCommands: CommandDefinition[] = [login, logout, consultarUsuarioLogado];
