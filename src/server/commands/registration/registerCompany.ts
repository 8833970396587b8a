import dayjs from 'dayjs';
import { sql } from 'kysely';
import schema from '../../../../schemas/commands/RegisterCompany.schema.json';
import { isValidCnpj } from '../../../runtime/validators/isValidCnpj';
import { isValidEmail } from '../../../runtime/validators/isValidEmail';
import { isValidPhone } from '../../../runtime/validators/isValidPhone';
import { onlyDigits } from '../../../runtime/validators/onlyDigits';
import { hashPassword } from '../../security/passwordHash';
import { isInternalTestEmail } from '../../webhooks/isInternalTestEmail';
import { recordWebhook } from '../../webhooks/recordWebhook';
import { checkNewPassword } from '../checkNewPassword';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { isUniqueViolation } from '../../db/isUniqueViolation';

interface Params {
  NAME: string;
  COMPANY_NAME: string;
  CNPJ: string;
  PHONE: string;
  EMAIL: string;
  EMPLOYEES: string;
  PASSWORD: string;
  CONFIRMATION: string;
  TERMS?: string;
  TEMPLATE_ID?: string;
}

/** The company administrator group every registering person joins (metadata/roles.json). */
const ADMINISTRATOR_GROUP = 158;

/**
 * RegisterCompany -> AUTH_TOKEN, LOCALE. Checks every field (CNPJ check digits, phone, e-mail, the strict
 * password rule, confirmation, terms), keeps company names unique whatever their case and logins
 * unique, then creates a TRIAL company (trial end = today + trialDays of plans.json, onboarding not
 * completed) with the person as owner in group 158, records the SIGN_UP webhook and logs the person in.
 */
export const registerCompany = defineCommand<Params>({
  name: 'RegisterCompany',
  params: schema,
  async handler(ctx, params) {
    const email = params.EMAIL.trim().toLowerCase();
    const companyName = params.COMPANY_NAME.trim();
    if (!isValidCnpj(params.CNPJ)) throw new CommandFailure('INVALID_CNPJ');
    if (!isValidPhone(params.PHONE)) throw new CommandFailure('INVALID_PHONE');
    if (!isValidEmail(email)) throw new CommandFailure('INVALID_EMAIL');
    checkNewPassword(params.PASSWORD, params.CONFIRMATION);
    if (params.TERMS !== 'true') throw new CommandFailure('TERMS_NOT_ACCEPTED');
    const passwordHash = await hashPassword(params.PASSWORD);

    const trx = await ctx.transaction();
    const nameTaken = await trx
      .selectFrom('companies')
      .select('id')
      .where(sql<string>`lower(name)`, '=', companyName.toLowerCase())
      .executeTakeFirst();
    if (nameTaken) throw new CommandFailure('COMPANY_NAME_TAKEN');
    const loginTaken = await trx
      .selectFrom('user_logins')
      .select('login')
      .where('login', '=', email)
      .executeTakeFirst();
    if (loginTaken) throw new CommandFailure('LOGIN_TAKEN');

    const trialDays = ctx.metadata.plans.trialDays;
    try {
      const company = await trx
        .insertInto('companies')
        .values({
          name: companyName,
          cnpj: onlyDigits(params.CNPJ),
          phone: params.PHONE.trim(),
          contact: params.PHONE.trim(),
          amount_of_colaborators: params.EMPLOYEES,
          customization: '{}',
          plan_name: ctx.metadata.plans.defaultPlan,
          plan_active: true,
          trial: true,
          trial_end: dayjs().add(trialDays, 'day').format('YYYY-MM-DD'),
          onboarding_completed: false,
          is_internal_test: isInternalTestEmail(email),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const person = await trx
        .insertInto('persons')
        .values({ company_id: company.id, name: params.NAME.trim(), email })
        .returning('id')
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('users')
        .values({
          company_id: company.id,
          person_id: person.id,
          login: email,
          password_hash: passwordHash,
          customization: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_logins')
        .values({ login: email, company_id: company.id, user_id: user.id })
        .execute();
      await trx
        .insertInto('user_groups')
        .values({ company_id: company.id, user_id: user.id, group_id: ADMINISTRATOR_GROUP })
        .execute();
      await trx
        .updateTable('companies')
        .set({ owner_person_id: person.id })
        .where('id', '=', company.id)
        .execute();
      await recordWebhook(trx, {
        companyId: company.id,
        eventType: 'SIGN_UP',
        url: '',
        internalTest: isInternalTestEmail(email),
        body: {
          event: 'SIGN_UP',
          occurredAt: new Date().toISOString(),
          company: { id: company.id, name: companyName, employees: params.EMPLOYEES },
          user: { id: user.id, name: params.NAME.trim(), email },
          payload: { templateId: params.TEMPLATE_ID ?? null },
        },
      });
      const token = await ctx.sessions.create(trx, { companyId: company.id, userId: user.id });
      return { AUTH_TOKEN: token, LOCALE: 'pt-BR' };
    } catch (error) {
      // A concurrent registration won the race for the name or the login.
      if (isUniqueViolation(error, 'companies_name_lower_uq')) throw new CommandFailure('COMPANY_NAME_TAKEN');
      if (isUniqueViolation(error)) throw new CommandFailure('LOGIN_TAKEN');
      throw error;
    }
  },
});
