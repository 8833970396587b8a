import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import { CommandFailure } from '../commands/CommandFailure';
import { isUniqueViolation } from '../db/isUniqueViolation';

export interface NewEmployee {
  companyId: number;
  name: string;
  surname: string;
  phone: string;
  email: string;
  password: string;
  roleId: number;
}

/**
 * Creates the person, the user (login = e-mail), the global login entry and the role membership.
 * A login already taken (here or in any company) is LOGIN_TAKEN, also when a concurrent save won the race.
 * `passwordHash` is hashPassword(employee.password), computed by the caller before its transaction so
 * the scrypt work holds no connection.
 *
 * @example const { userId } = await createEmployeeUser(trx, { companyId: 2, name: 'Ana', ... }, hash);
 */
export async function createEmployeeUser(
  trx: Transaction<Database>,
  employee: NewEmployee,
  passwordHash: string,
): Promise<{ userId: number; personId: number }> {
  const taken = await trx
    .selectFrom('user_logins')
    .select('login')
    .where('login', '=', employee.email)
    .executeTakeFirst();
  if (taken) throw new CommandFailure('LOGIN_TAKEN');
  try {
    const person = await trx
      .insertInto('persons')
      .values({
        company_id: employee.companyId,
        name: employee.name,
        surname: employee.surname,
        phone: employee.phone,
        email: employee.email,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({
        company_id: employee.companyId,
        person_id: person.id,
        login: employee.email,
        password_hash: passwordHash,
        customization: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_logins')
      .values({ login: employee.email, company_id: employee.companyId, user_id: user.id })
      .execute();
    await trx
      .insertInto('user_groups')
      .values({ company_id: employee.companyId, user_id: user.id, group_id: employee.roleId })
      .execute();
    return { userId: user.id, personId: person.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new CommandFailure('LOGIN_TAKEN');
    throw error;
  }
}
