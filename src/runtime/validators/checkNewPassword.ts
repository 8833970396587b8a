import { passwordRule } from './passwordRule';

/** Error codes per field of a new-password form; empty when the pair may be sent. */
export interface NewPasswordProblems {
  password?: 'PASSWORD_RULE';
  confirmation?: 'PASSWORDS_MUST_MATCH';
}

/**
 * Checks a new password and its confirmation as the server will: the strict rule, then equality.
 *
 * @example checkNewPassword('Campo@2026', 'Campo@2027') // { confirmation: 'PASSWORDS_MUST_MATCH' }
 */
export function checkNewPassword(password: string, confirmation: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (!passwordRule(password)) problems.password = 'PASSWORD_RULE';
  if (password !== confirmation) problems.confirmation = 'PASSWORDS_MUST_MATCH';
  return problems;
}
