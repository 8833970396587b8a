import schema from '../../../../schemas/commands/SalvarColaborador.schema.json';
import { forgetCompanies } from '../../access/forgetCompanies';
import { hashPassword } from '../../security/passwordHash';
import { checkNewPassword } from '../checkNewPassword';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import { requireSession } from '../requireSession';
import { callerIsCompanyAdmin } from '../../employees/callerIsCompanyAdmin';
import { checkAssignableRole } from '../../employees/checkAssignableRole';
import { checkEmployeeFields } from '../../employees/checkEmployeeFields';
import { checkLicence } from '../../employees/checkLicence';
import { ADMINISTRATOR_ROLE } from '../../employees/ADMINISTRATOR_ROLE';
import { createEmployeeUser } from '../../employees/createEmployeeUser';
import { loadEmployees } from './loadEmployees';

interface Params {
  ID?: number;
  NAME: string;
  SURNAME: string;
  PHONE: string;
  EMAIL: string;
  ROLE_ID: number;
  PASSWORD?: string;
  CONFIRMATION?: string;
}

/**
 * SalvarColaborador (ID? absent = create, NAME, SURNAME, PHONE, EMAIL, ROLE_ID, PASSWORD?, CONFIRMATION?)
 * → COLABORADOR. Creating needs the password (strict rule, 'As senhas precisam ser iguais') and a free
 * licence (PLAN_LIMIT_REACHED, LIMIT_KEY 'licenses'); editing changes the password only when one is
 * given, and then ends the employee's sessions. The e-mail is the login, unique across the platform
 * (LOGIN_TAKEN). Only a company administrator gives the administrator role or edits an administrator or
 * the owner. EMPLOYEE EDIT.
 */
export const salvarColaborador = defineCommand<Params>({
  name: 'SalvarColaborador',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const { name, surname, phone, email } = checkEmployeeFields(params);
    const password = params.PASSWORD ?? '';
    if (params.ID === undefined || password) checkNewPassword(password, params.CONFIRMATION ?? '');
    const passwordHash = password ? await hashPassword(password) : '';
    const trx = await ctx.transaction();

    if (params.ID === undefined) {
      await checkAssignableRole(ctx, trx, companyId, params.ROLE_ID);
      await checkLicence(trx, companyId);
      const { userId } = await createEmployeeUser(
        trx,
        {
          companyId,
          name,
          surname,
          phone,
          email,
          password,
          roleId: params.ROLE_ID,
        },
        passwordHash,
      );
      forgetCompanies(ctx, [companyId]);
      const [created] = await loadEmployees(trx, companyId, ctx.metadata, ctx.t, { onlyUserId: userId });
      return { COLABORADOR: created };
    }

    const [current] = await loadEmployees(trx, companyId, ctx.metadata, ctx.t, { onlyUserId: params.ID });
    if (!current) throw new CommandFailure('ENTITY_NOT_FOUND');
    if ((current.isOwner || current.roleId === ADMINISTRATOR_ROLE) && !(await callerIsCompanyAdmin(ctx)))
      throw new CommandFailure('PERMISSION_DENIED');
    if (params.ROLE_ID !== current.roleId) await checkAssignableRole(ctx, trx, companyId, params.ROLE_ID);

    const user = await trx
      .selectFrom('users')
      .select(['login', 'person_id'])
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID)
      .executeTakeFirstOrThrow();
    if (email !== user.login) {
      const taken = await trx
        .selectFrom('user_logins')
        .select('login')
        .where('login', '=', email)
        .executeTakeFirst();
      if (taken) throw new CommandFailure('LOGIN_TAKEN');
      try {
        await trx.updateTable('user_logins').set({ login: email }).where('login', '=', user.login).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new CommandFailure('LOGIN_TAKEN');
        throw error;
      }
    }
    await trx
      .updateTable('persons')
      .set({ name, surname, phone, email })
      .where('company_id', '=', companyId)
      .where('id', '=', user.person_id)
      .execute();
    await trx
      .updateTable('users')
      .set({ login: email, ...(password ? { password_hash: passwordHash } : {}) })
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID)
      .execute();
    if (params.ROLE_ID !== current.roleId) {
      let remove = trx
        .deleteFrom('user_groups')
        .where('company_id', '=', companyId)
        .where('user_id', '=', params.ID);
      if (current.roleId !== null) remove = remove.where('group_id', '=', current.roleId);
      await remove.execute();
      await trx
        .insertInto('user_groups')
        .values({ company_id: companyId, user_id: params.ID, group_id: params.ROLE_ID })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (password && params.ID !== session.userId)
      await ctx.sessions.revokeUser(trx, companyId, params.ID, ctx.afterCommit);
    forgetCompanies(ctx, [companyId]);
    const [saved] = await loadEmployees(trx, companyId, ctx.metadata, ctx.t, { onlyUserId: params.ID });
    return { COLABORADOR: saved };
  },
});
