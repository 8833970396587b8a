import { sql } from 'kysely';
import schema from '../../../../schemas/commands/SalvarDadosEmpresa.schema.json';
import { isValidCnpj } from '../../../runtime/validators/isValidCnpj';
import { isValidPhone } from '../../../runtime/validators/isValidPhone';
import { forgetCompanies } from '../../access/forgetCompanies';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { companyData, type CompanyData } from './companyData';

type Data = Omit<CompanyData, 'id' | 'customization'> & {
  customization?: Partial<CompanyData['customization']>;
};

/**
 * SalvarDadosEmpresa (DATA json, the EMPRESA shape without id) -> EMPRESA. Always the caller's company.
 * CNPJ (check digits) and phone are checked when given; the name stays unique whatever its case. The
 * customization reaches every user in USUARIO_LOGADO.companyCustomization (the company's cached
 * profiles are dropped).
 */
export const salvarDadosEmpresa = defineCommand<{ DATA: Data }>({
  name: 'SalvarDadosEmpresa',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const data = params.DATA;
    if (data.cnpj && !isValidCnpj(data.cnpj)) throw new CommandFailure('INVALID_CNPJ');
    if (data.phone && !isValidPhone(data.phone)) throw new CommandFailure('INVALID_PHONE');
    const name = data.name.trim();
    const trx = await ctx.transaction();
    const taken = await trx
      .selectFrom('companies')
      .select('id')
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .where('id', '<>', session.companyId)
      .executeTakeFirst();
    if (taken) throw new CommandFailure('COMPANY_NAME_TAKEN');
    const current = await companyData(trx, session.companyId);
    const customization = { ...current.customization, ...data.customization };
    await trx
      .updateTable('companies')
      .set({
        name,
        ...(data.cnpj !== undefined ? { cnpj: data.cnpj || null } : {}),
        ...(data.contact !== undefined ? { contact: data.contact } : {}),
        ...(data.phone !== undefined ? { phone: data.phone || null } : {}),
        ...(data.segmentId !== undefined ? { segment_id: data.segmentId } : {}),
        ...(data.amountOfColaborators !== undefined
          ? { amount_of_colaborators: data.amountOfColaborators }
          : {}),
        customization: JSON.stringify(customization),
      })
      .where('id', '=', session.companyId)
      .execute();
    forgetCompanies(ctx, [session.companyId]);
    ctx.inform(ctx.t('server.companySaved'));
    return { EMPRESA: await companyData(trx, session.companyId) };
  },
});
