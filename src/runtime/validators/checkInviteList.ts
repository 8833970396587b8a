import { isValidEmail } from './isValidEmail';

/** One invite as the invite form and EnviarConvites take it. */
export interface InviteInput {
  email: string;
  roleId: number | null;
  days: number;
}

/** The first problem of an invite list, with the catalogue code and the row (0-based) at fault. */
export interface InviteListProblem {
  code: 'FILL_ALL_FIELDS' | 'INVITE_ROLE_REQUIRED' | 'INVALID_EMAIL' | 'INVITE_DUPLICATE_EMAIL';
  row: number;
  email?: string;
}

/**
 * The invite rules of spec 001 section 5, in the order they are reported: every field filled, the role
 * filled, well-formed e-mails, no e-mail twice in the list (whatever its case). The browser and the
 * server both run it; null when the list is fine.
 *
 * @example checkInviteList([{ email: 'a@b.co', roleId: 160, days: 7 }, { email: 'A@b.co', roleId: 159, days: 1 }])
 * // { code: 'INVITE_DUPLICATE_EMAIL', row: 1, email: 'a@b.co' }
 */
export function checkInviteList(invites: readonly InviteInput[]): InviteListProblem | null {
  const emails = invites.map((i) => i.email.trim().toLowerCase());
  let row = emails.findIndex((email, i) => !email || !(invites[i]!.days >= 1));
  if (row >= 0) return { code: 'FILL_ALL_FIELDS', row };
  row = invites.findIndex((i) => i.roleId === null);
  if (row >= 0) return { code: 'INVITE_ROLE_REQUIRED', row };
  row = emails.findIndex((email) => !isValidEmail(email));
  if (row >= 0) return { code: 'INVALID_EMAIL', row };
  row = emails.findIndex((email, i) => emails.indexOf(email) !== i);
  if (row >= 0) return { code: 'INVITE_DUPLICATE_EMAIL', row, email: emails[row] };
  return null;
}
