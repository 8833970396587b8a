import schema from '../../../../schemas/commands/AdminCriarColaboradores.schema.json';
import { forgetCompanies } from '../../access/forgetCompanies';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { checkLicence } from '../../employees/checkLicence';
import { companyRoles } from '../../employees/companyRoles';
import { createEmployeeUser } from '../../employees/createEmployeeUser';
import { hashPassword } from '../../security/passwordHash';
import { problemFailure } from '../../entities/problemFailure';
import { requireSession } from '../requireSession';
import { checkEmployeeRows, type EmployeeRow } from './checkEmployeeRows';

/**
 * AdminCriarColaboradores (COMPANY_ID, ROWS [{name, surname?, email, phone?, role, password}]) → IDS (user
 * ids), COUNT; platform admins only. The admin's bulk employee page
 * (/admin/company/{id}/employee/create_multiple): every row is checked first (ENTITY_ROWS_INVALID with
 * 'linha x, campo y: motivo' and ROW_ERRORS), then the whole batch needs that many free licences
 * (PLAN_LIMIT_REACHED, LIMIT_KEY 'licenses'), then all are created, each able to log in with its e-mail
 * and password; nothing is created when anything fails. Unknown company: ENTITY_NOT_FOUND.
 */
export const adminCriarColaboradores = defineCommand<{ COMPANY_ID: number; ROWS: EmployeeRow[] }>({
  name: 'AdminCriarColaboradores',
  params: schema,
  async handler(ctx, params) {
    requireSession(ctx);
    const companyId = params.COMPANY_ID;
    // Hashed before the transaction (row i's hash is hashes[i]): scrypt must not hold a connection.
    const hashes = await Promise.all(params.ROWS.map((row) => hashPassword(String(row.password ?? ''))));
    const trx = await ctx.transaction();
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!company) throw new CommandFailure('ENTITY_NOT_FOUND');
    const roles = await companyRoles(trx, companyId, ctx.metadata, ctx.t);
    const { employees, problems } = await checkEmployeeRows(trx, companyId, roles, params.ROWS);
    if (problems.length) throw problemFailure(ctx.t, problems, true);
    await checkLicence(trx, companyId, employees.length);
    const ids: number[] = [];
    for (const [i, employee] of employees.entries())
      ids.push((await createEmployeeUser(trx, employee, hashes[i]!)).userId);
    forgetCompanies(ctx, [companyId]);
    ctx.inform(ctx.t('employeeImport.saved', { count: ids.length }));
    return { IDS: ids, COUNT: ids.length };
  },
});
