import { sql, type Transaction } from 'kysely';
import { defaultExportTemplate } from '../../../runtime/pdf/defaultExportTemplate';
import type { FormExports } from '../../../runtime/pdf/PdfLayout';
import type { Database } from '../../db/Database';
import type { WordTemplates } from './WordTemplates';

/**
 * The Word templates the given forms export with by default, read in the caller's transaction: each
 * form's current model's default template when it is a `word` one (as custom PDF layouts: a template
 * chosen today exports earlier documents too), and the company logo's storage key when one is used.
 *
 * @example (await loadWordTemplates(trx, companyId, [12])).byForm.get(12)?.kind // 'word'
 */
export async function loadWordTemplates(
  trx: Transaction<Database>,
  companyId: number,
  formIds: number[],
): Promise<WordTemplates> {
  const templates: WordTemplates = { byForm: new Map(), logoKey: null };
  if (!formIds.length) return templates;
  const rows = await trx
    .selectFrom('forms')
    .innerJoin('form_versions', (join) =>
      join
        .onRef('form_versions.company_id', '=', 'forms.company_id')
        .onRef('form_versions.form_id', '=', 'forms.id')
        .onRef('form_versions.version', '=', 'forms.current_version'),
    )
    .select(['forms.id', sql<FormExports | null>`form_versions.model->'exports'`.as('exports')])
    .where('forms.company_id', '=', companyId)
    .where('forms.id', 'in', [...new Set(formIds)])
    .execute();
  for (const row of rows) {
    const template = defaultExportTemplate(row.exports);
    if (template?.kind === 'word') templates.byForm.set(Number(row.id), template);
  }
  if (!templates.byForm.size) return templates;
  const logo = await trx
    .selectFrom('companies')
    .innerJoin('images', (join) =>
      join.onRef('images.company_id', '=', 'companies.id').onRef('images.id', '=', 'companies.logo_image_id'),
    )
    .select('images.storage_key')
    .where('companies.id', '=', companyId)
    .executeTakeFirst();
  templates.logoKey = logo?.storage_key ?? null;
  return templates;
}
