import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { CommandFailure } from '../CommandFailure';

/** The company's labels (i18n key -> text) and brand colours, delivered to every user as JSON text. */
export interface CompanyCustomization {
  labels: Record<string, string>;
  primaryColor: string | null;
  secondaryColor: string | null;
}

/** The company data screen's record (ConsultarDadosEmpresa / SalvarDadosEmpresa). */
export interface CompanyData {
  id: number;
  name: string;
  cnpj: string | null;
  contact: string | null;
  phone: string | null;
  segmentId: number | null;
  amountOfColaborators: string | null;
  customization: CompanyCustomization;
  /** The logo's image id (BaixarImagem), or null. */
  logo: string | null;
}

/**
 * Reads one company's data; ENTITY_NOT_FOUND when missing.
 *
 * @example const data = await companyData(trx, session.companyId);
 */
export async function companyData(db: Kysely<Database>, companyId: number): Promise<CompanyData> {
  const row = await db
    .selectFrom('companies')
    .select([
      'id',
      'name',
      'cnpj',
      'contact',
      'phone',
      'segment_id',
      'amount_of_colaborators',
      'customization',
      'logo_image_id',
    ])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
  const custom = (row.customization ?? {}) as Partial<CompanyCustomization>;
  return {
    id: row.id,
    name: row.name,
    cnpj: row.cnpj,
    contact: row.contact,
    phone: row.phone,
    segmentId: row.segment_id,
    amountOfColaborators: row.amount_of_colaborators,
    customization: {
      labels: custom.labels ?? {},
      primaryColor: custom.primaryColor ?? null,
      secondaryColor: custom.secondaryColor ?? null,
    },
    logo: row.logo_image_id,
  };
}
