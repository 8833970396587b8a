import type { CommandDefinition } from '../CommandDefinition';
import { consultarConfiguracoesRelatorio } from './consultarConfiguracoesRelatorio';
import { salvarConfiguracoesRelatorio } from './salvarConfiguracoesRelatorio';

/** The commands of the report settings (docs/forms.md "Report settings"), registered by allCommands. */
export const reportSettingsCommands: CommandDefinition[] = [
  consultarConfiguracoesRelatorio,
  salvarConfiguracoesRelatorio,
];
