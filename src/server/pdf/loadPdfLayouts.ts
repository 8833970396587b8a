import { sql, type Transaction } from 'kysely';
import { customPdfLayout } from '../../runtime/pdf/customPdfLayout';
import type { FormExports, PdfLayout } from '../../runtime/pdf/PdfLayout';
import type { ReportSettings } from '../../runtime/pdf/ReportSettings';
import { reportSettingsOf } from '../../runtime/pdf/reportSettingsOf';
import type { Database } from '../db/Database';
import type { PdfLayouts } from './PdfLayouts';

/** The file ids a layout reads: its image blocks' pictures and its background. */
function layoutFileIds(layout: PdfLayout): string[] {
  const blocks = [...layout.header.blocks, ...layout.body, ...layout.footer.blocks];
  const ids = blocks
    .filter((block) => block.type === 'image' && typeof block.settings.fileId === 'string')
    .map((block) => block.settings.fileId as string);
  if (layout.background.mode !== 'none' && layout.background.fileId) ids.push(layout.background.fileId);
  return ids;
}

/**
 * The custom PDF layouts of the given forms, read in the caller's transaction: each form's current model's
 * default template when it is a `pdf` layout (docs/pdf.md: a layout chosen today prints earlier documents
 * too; a field the document lacks prints nothing), the storage keys of those layouts' files and of the
 * company logo, and the company's report settings (reportSettingsOf: the defaults when it saved none) with
 * their background's storage key, which the default document prints with too. The company's row (settings,
 * logo, background) is one query; forms on the built-in default cost one more small query and nothing more.
 *
 * @example const pdf = await loadPdfLayouts(trx, companyId, [12]); pdf.byForm.get(12)
 */
export async function loadPdfLayouts(
  trx: Transaction<Database>,
  companyId: number,
  formIds: number[],
): Promise<PdfLayouts> {
  const company = await trx
    .selectFrom('companies')
    .leftJoin('report_settings', 'report_settings.company_id', 'companies.id')
    .leftJoin('images', (join) =>
      join.onRef('images.company_id', '=', 'companies.id').onRef('images.id', '=', 'companies.logo_image_id'),
    )
    .leftJoin('form_images', (join) =>
      join
        .onRef('form_images.company_id', '=', 'companies.id')
        .on(sql<boolean>`form_images.id = report_settings.settings->'background'->>'fileId'`),
    )
    .select([
      sql<Partial<ReportSettings> | null>`report_settings.settings`.as('settings'),
      'images.storage_key as logoKey',
      'form_images.storage_key as backgroundKey',
    ])
    .where('companies.id', '=', companyId)
    .executeTakeFirst();
  const layouts: PdfLayouts = {
    byForm: new Map(),
    fileKeys: new Map(),
    logoKey: company?.logoKey ?? null,
    settings: reportSettingsOf(company?.settings),
    backgroundKey: company?.backgroundKey ?? null,
  };
  if (!formIds.length) return layouts;
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
    const layout = customPdfLayout(row.exports);
    if (layout) layouts.byForm.set(Number(row.id), layout);
  }
  if (!layouts.byForm.size) return layouts;
  const fileIds = [...new Set([...layouts.byForm.values()].flatMap(layoutFileIds))];
  if (fileIds.length)
    for (const file of await trx
      .selectFrom('form_images')
      .select(['id', 'storage_key'])
      .where('company_id', '=', companyId)
      .where('id', 'in', fileIds)
      .execute())
      layouts.fileKeys.set(file.id, file.storage_key);
  return layouts;
}
