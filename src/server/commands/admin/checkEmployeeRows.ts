import type { Transaction } from 'kysely';
import { isValidEmail } from '../../../runtime/validators/isValidEmail';
import { isValidPhone } from '../../../runtime/validators/isValidPhone';
import { passwordRule } from '../../../runtime/validators/passwordRule';
import type { Database } from '../../db/Database';
import type { RecordProblem } from '../../entities/checkRecords';
import type { CompanyRole } from '../../employees/companyRoles';
import type { NewEmployee } from '../../employees/createEmployeeUser';

/** A spreadsheet row of the admin's bulk employee page, as sent. */
export interface EmployeeRow {
  name?: string;
  surname?: string;
  email?: string;
  phone?: string;
  role?: string | number;
  password?: string;
}

type Column = keyof EmployeeRow;

/** The longest value each column takes (those of SalvarColaborador's parameters). */
const MAX_LENGTH: Record<Column, number> = {
  name: 100,
  surname: 100,
  email: 200,
  phone: 30,
  role: 200,
  password: 256,
};

/** Role names compare without case, accents or surrounding spaces ('operador' finds 'Operador'). */
function roleKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

/**
 * The checks of the employee form (spec 001 sections 3 and 5) over every row at once, so the admin sees
 * all the problems of a sheet in one answer: name, e-mail, role and password required; e-mail well
 * formed, not repeated in the sheet and not already a login anywhere (logins are global); phone, when
 * given, of 8 or 9 digits; the strict password rule; the role one of the company's, by id or by name.
 * Answers the employees to create (rows in order) or the problems, each with its 1-based row.
 *
 * @example const { employees, problems } = await checkEmployeeRows(trx, 7, roles, [{ name: 'Ana', ... }]);
 */
export async function checkEmployeeRows(
  trx: Transaction<Database>,
  companyId: number,
  roles: CompanyRole[],
  rows: EmployeeRow[],
): Promise<{ employees: NewEmployee[]; problems: RecordProblem[] }> {
  const problems: RecordProblem[] = [];
  const byName = new Map(roles.map((r) => [roleKey(r.name), r.id]));
  const byId = new Set(roles.map((r) => r.id));
  const firstRowOf = new Map<string, number>();
  const text = (row: EmployeeRow, column: Column) => String(row[column] ?? '').trim();

  const employees = rows.map((row, index) => {
    const at = index + 1;
    const problem = (column: Column, code: string, vars?: Record<string, unknown>) =>
      problems.push({ row: at, path: column, label: `employeeImport.columns.${column}`, code, vars });
    const values = Object.fromEntries(
      (Object.keys(MAX_LENGTH) as Column[]).map((column) => [column, text(row, column)]),
    ) as Record<Column, string>;
    for (const column of Object.keys(MAX_LENGTH) as Column[]) {
      if (['name', 'email', 'role', 'password'].includes(column) && !values[column])
        problem(column, 'REQUIRED_FIELD');
      else if (values[column].length > MAX_LENGTH[column])
        problem(column, 'VALUE_TOO_LONG', { limit: MAX_LENGTH[column] });
    }
    const email = values.email.toLowerCase();
    if (email && email.length <= MAX_LENGTH.email) {
      if (!isValidEmail(email)) problem('email', 'INVALID_EMAIL');
      else if (firstRowOf.has(email))
        problem('email', 'DUPLICATE_IN_SHEET', { value: email, first: firstRowOf.get(email) });
      else firstRowOf.set(email, at);
    }
    if (values.phone && values.phone.length <= MAX_LENGTH.phone && !isValidPhone(values.phone))
      problem('phone', 'INVALID_PHONE');
    const password = String(row.password ?? '');
    if (values.password && !passwordRule(password)) problem('password', 'PASSWORD_RULE');
    let roleId = 0;
    if (values.role) {
      roleId = /^\d+$/.test(values.role) ? Number(values.role) : (byName.get(roleKey(values.role)) ?? 0);
      if (!byId.has(roleId)) problem('role', 'INVALID_OPTION');
    }
    return {
      companyId,
      name: values.name,
      surname: values.surname,
      phone: values.phone,
      email,
      password,
      roleId,
    };
  });

  if (firstRowOf.size) {
    const taken = await trx
      .selectFrom('user_logins')
      .select('login')
      .where('login', 'in', [...firstRowOf.keys()])
      .execute();
    for (const { login } of taken)
      problems.push({
        row: firstRowOf.get(login)!,
        path: 'email',
        label: 'employeeImport.columns.email',
        code: 'LOGIN_TAKEN',
      });
  }
  problems.sort((a, b) => a.row - b.row);
  return { employees, problems };
}
