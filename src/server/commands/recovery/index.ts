import type { CommandDefinition } from '../CommandDefinition';
import { checkRecoveryCode } from './checkRecoveryCode';
import { recoverPassword } from './recoverPassword';
import { requestPasswordRecovery } from './requestPasswordRecovery';

/** The commands of password recovery, registered by allCommands. */
export const recoveryCommands: CommandDefinition[] = [
  requestPasswordRecovery,
  checkRecoveryCode,
  recoverPassword,
];
