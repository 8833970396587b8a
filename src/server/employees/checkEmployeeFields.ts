import { isValidEmail } from '../../runtime/validators/isValidEmail';
import { isValidPhone } from '../../runtime/validators/isValidPhone';
import { CommandFailure } from '../commands/CommandFailure';

/**
 * The employee form's rules (spec 001 section 3 and 5): name, surname, phone and e-mail filled
 * (FILL_ALL_FIELDS), a phone of 8 or 9 digits (INVALID_PHONE), a well-formed e-mail (INVALID_EMAIL).
 * Answers the trimmed values, the e-mail lower-cased (it is the login).
 */
export function checkEmployeeFields(fields: {
  NAME: string;
  SURNAME: string;
  PHONE: string;
  EMAIL?: string;
}) {
  const name = fields.NAME.trim();
  const surname = fields.SURNAME.trim();
  const phone = fields.PHONE.trim();
  const email = (fields.EMAIL ?? '').trim().toLowerCase();
  if (!name || !surname || !phone || (fields.EMAIL !== undefined && !email))
    throw new CommandFailure('FILL_ALL_FIELDS');
  if (!isValidPhone(phone)) throw new CommandFailure('INVALID_PHONE');
  if (fields.EMAIL !== undefined && !isValidEmail(email)) throw new CommandFailure('INVALID_EMAIL');
  return { name, surname, phone, email };
}
