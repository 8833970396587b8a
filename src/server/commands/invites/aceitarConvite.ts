import schema from '../../../../schemas/commands/AceitarConvite.schema.json';
import { forgetCompanies } from '../../access/forgetCompanies';
import { checkNewPassword } from '../checkNewPassword';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { checkEmployeeFields } from '../../employees/checkEmployeeFields';
import { checkLicence } from '../../employees/checkLicence';
import { companyRoles } from '../../employees/companyRoles';
import { createEmployeeUser } from '../../employees/createEmployeeUser';
import { hashPassword } from '../../security/passwordHash';
import { findInvite } from './findInvite';

interface Params {
  TOKEN: string;
  NAME: string;
  SURNAME: string;
  PHONE: string;
  PASSWORD: string;
  CONFIRMATION: string;
}

/**
 * AceitarConvite (TOKEN, NAME, SURNAME, PHONE, PASSWORD, CONFIRMATION) → AUTH_TOKEN, LOCALE: creates the
 * user (login = the invited e-mail) with the invited role, spends the invite and logs the person in.
 * 'Você não tem um token válido' for a bad or expired link; the company's licences are checked
 * (PLAN_LIMIT_REACHED); a role deleted since the invite is INVALID_OPTION. Public, rate-limited.
 */
export const aceitarConvite = defineCommand<Params>({
  name: 'AceitarConvite',
  params: schema,
  async handler(ctx, params) {
    const passwordHash = await hashPassword(params.PASSWORD);
    const trx = await ctx.transaction();
    const invite = await findInvite(trx, params.TOKEN, true);
    const { name, surname, phone } = checkEmployeeFields(params);
    checkNewPassword(params.PASSWORD, params.CONFIRMATION);
    const roles = await companyRoles(trx, invite.company_id, ctx.metadata, ctx.t);
    if (!roles.some((r) => r.id === invite.group_id)) throw new CommandFailure('INVALID_OPTION');
    await checkLicence(trx, invite.company_id);
    const { userId } = await createEmployeeUser(
      trx,
      {
        companyId: invite.company_id,
        name,
        surname,
        phone,
        email: invite.email,
        password: params.PASSWORD,
        roleId: invite.group_id,
      },
      passwordHash,
    );
    await trx
      .deleteFrom('employee_invites')
      .where('company_id', '=', invite.company_id)
      .where('id', '=', invite.id)
      .execute();
    forgetCompanies(ctx, [invite.company_id]);
    const token = await ctx.sessions.create(trx, { companyId: invite.company_id, userId });
    return { AUTH_TOKEN: token, LOCALE: 'pt-BR' };
  },
});
