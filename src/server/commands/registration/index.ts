import type { CommandDefinition } from '../CommandDefinition';
import { completeOnboarding } from './completeOnboarding';
import { consultarOpcoesQuantidadeColaboradores } from './consultarOpcoesQuantidadeColaboradores';
import { registerCompany } from './registerCompany';

/** The commands of registration, registered by allCommands. */
export const registrationCommands: CommandDefinition[] = [
  registerCompany,
  consultarOpcoesQuantidadeColaboradores,
  completeOnboarding,
];
