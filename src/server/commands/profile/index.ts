import type { CommandDefinition } from '../CommandDefinition';
import { changePassword } from './changePassword';
import { consultarFotoPessoa } from './consultarFotoPessoa';
import { saveProfile } from './saveProfile';
import { saveProfilePhoto } from './saveProfilePhoto';

/** The commands of profile and photos, registered by allCommands. */
export const profileCommands: CommandDefinition[] = [
  saveProfile,
  changePassword,
  saveProfilePhoto,
  consultarFotoPessoa,
];
