import type { CommandDefinition } from '../CommandDefinition';
import { consultarDadosEmpresa } from './consultarDadosEmpresa';
import { consultarFuncionalidadesEmpresa } from './consultarFuncionalidadesEmpresa';
import { salvarDadosEmpresa } from './salvarDadosEmpresa';
import { salvarFuncionalidadesEmpresa } from './salvarFuncionalidadesEmpresa';

/** The commands of company data, registered by allCommands. */
export const companyCommands: CommandDefinition[] = [
  consultarDadosEmpresa,
  salvarDadosEmpresa,
  consultarFuncionalidadesEmpresa,
  salvarFuncionalidadesEmpresa,
];
