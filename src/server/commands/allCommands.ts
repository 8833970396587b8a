import { changePassword } from './profile/changePassword';
import { consultarFotoPessoa } from './profile/consultarFotoPessoa';
import { saveProfile } from './profile/saveProfile';
import { saveProfilePhoto } from './profile/saveProfilePhoto';
import { checkRecoveryCode } from './recovery/checkRecoveryCode';
import { recoverPassword } from './recovery/recoverPassword';
import { requestPasswordRecovery } from './recovery/requestPasswordRecovery';
import { CommandRegistry } from './registry';
import { consultarUsuarioLogado } from './session/consultarUsuarioLogado';
import { login } from './session/login';
import { logout } from './session/logout';

/**
 * A registry with every command of the product; a new domain module adds its commands here (and declares
 * their access in metadata/commands.json, and their params in schemas/commands/).
 */
export function allCommands(): CommandRegistry {
  return new CommandRegistry()
    .register(login)
    .register(logout)
    .register(consultarUsuarioLogado)
    .register(requestPasswordRecovery)
    .register(checkRecoveryCode)
    .register(recoverPassword)
    .register(saveProfile)
    .register(changePassword)
    .register(saveProfilePhoto)
    .register(consultarFotoPessoa);
}
