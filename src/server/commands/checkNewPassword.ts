import { passwordRule } from '../../runtime/validators/passwordRule';
import { CommandFailure } from './CommandFailure';

/** The strict password rule, then the confirmation (the order the screens show the errors in). */
export function checkNewPassword(password: string, confirmation: string): void {
  if (!passwordRule(password)) throw new CommandFailure('PASSWORD_RULE');
  if (password !== confirmation) throw new CommandFailure('PASSWORDS_MUST_MATCH');
}
