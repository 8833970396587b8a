import { sql, type Transaction } from 'kysely';
import type { FormAlert } from '../../runtime/forms/FormModel';
import { isValidEmail } from '../../runtime/validators/isValidEmail';
import { audienceUserIds } from '../access/audienceUserIds';
import type { Database } from '../db/Database';

/** Strings found in a field's stored value: an e-mail field's text, or each copy of a repeatable one. */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.flatMap(textsIn) : [];
}

/**
 * The distinct e-mail addresses (lower-cased) an alert's recipients (or a workflow e-mail's) name: its employees (user ids), the members of
 * its squads (squad record ids), the users of its roles (permission group ids), active users only, by
 * their person's e-mail; its fixed addresses; and the addresses typed into its e-mail fields (the stored
 * values: a hidden field sends nothing). Invalid addresses are left out.
 *
 * @example await alertAddresses(trx, 7, alert.recipients, { contact: 'ana@x.com' }) // ['ana@x.com', 'dono@demo.campo']
 */
export async function alertAddresses(
  trx: Transaction<Database>,
  companyId: number,
  recipients: FormAlert['recipients'],
  values: Record<string, unknown>,
): Promise<string[]> {
  const { employees, squads, roles, emails, emailFields } = recipients;
  const userIds = await audienceUserIds(trx, companyId, { employees, squads, roles });
  const addresses = [...emails, ...emailFields.flatMap((id) => textsIn(values[id]))];
  if (userIds.size) {
    const rows = await trx
      .selectFrom('users')
      .innerJoin('persons', (join) =>
        join.onRef('persons.company_id', '=', 'users.company_id').onRef('persons.id', '=', 'users.person_id'),
      )
      .select(sql<string | null>`persons.email`.as('email'))
      .where('users.company_id', '=', companyId)
      .where('users.id', 'in', [...userIds])
      .where('users.active', '=', true)
      .execute();
    for (const row of rows) if (row.email) addresses.push(row.email);
  }
  const distinct = new Set(addresses.map((a) => a.trim().toLowerCase()).filter((a) => isValidEmail(a)));
  return [...distinct];
}
