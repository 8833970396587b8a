import dayjs from 'dayjs';
import type { Updateable } from 'kysely';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import schema from '../../../../schemas/commands/AdminUpdateCompanyPlan.schema.json';
import { BACKEND_DATE_FORMAT } from '../../../runtime/plans/planFromBackend';
import { forgetCompanies } from '../../access/forgetCompanies';
import type { CompaniesTable } from '../../db/tables/CompaniesTable';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { invalidParameter } from '../invalidParameter';

dayjs.extend(customParseFormat);

interface Data {
  planName?: string;
  active?: boolean;
  endDate?: string | null;
  isTrial?: boolean;
  trialEndDate?: string | null;
  licenses?: number;
  freeLicenses?: number;
  missingInvoiceData?: boolean;
}

/**
 * AdminUpdateCompanyPlan (COMPANY_ID, DATA json, dates dd/MM/yyyy, empty clears): changes a company's
 * plan fields; the company's cached plan, levels and blocked state are dropped at once.
 */
export const adminUpdateCompanyPlan = defineCommand<{ COMPANY_ID: number; DATA: Data }>({
  name: 'AdminUpdateCompanyPlan',
  params: schema,
  async handler(ctx, params) {
    const data = params.DATA;
    const date = (value: string | null | undefined, field: string): string | null => {
      if (!value) return null;
      const parsed = dayjs(value, BACKEND_DATE_FORMAT, true);
      if (!parsed.isValid()) throw invalidParameter(ctx.t, `DATA.${field}`, 'pattern');
      return parsed.format('YYYY-MM-DD');
    };
    const set: Updateable<CompaniesTable> = {};
    if (data.planName !== undefined) set.plan_name = data.planName.trim();
    if (data.active !== undefined) set.plan_active = data.active;
    if (data.endDate !== undefined) set.period_end = date(data.endDate, 'endDate');
    if (data.isTrial !== undefined) set.trial = data.isTrial;
    if (data.trialEndDate !== undefined) set.trial_end = date(data.trialEndDate, 'trialEndDate');
    if (data.licenses !== undefined) set.paid_licenses = data.licenses;
    if (data.freeLicenses !== undefined) set.free_licenses = data.freeLicenses;
    if (data.missingInvoiceData !== undefined) set.missing_invoice_data = data.missingInvoiceData;
    const trx = await ctx.transaction();
    const exists = await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', params.COMPANY_ID)
      .executeTakeFirst();
    if (!exists) throw new CommandFailure('ENTITY_NOT_FOUND');
    if (Object.keys(set).length)
      await trx.updateTable('companies').set(set).where('id', '=', params.COMPANY_ID).execute();
    forgetCompanies(ctx, [params.COMPANY_ID]);
  },
});
