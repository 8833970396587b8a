import { sql, type Transaction } from 'kysely';
import { customPdfLayout } from '../../runtime/pdf/customPdfLayout';
import type { FormExports, PdfLayout } from '../../runtime/pdf/PdfLayout';
import { DEFAULT_REPORT_SETTINGS } from '../../runtime/pdf/ReportSettings';
import type { Database } from '../db/Database';
import type { PdfLayouts } from './PdfLayouts';
import { loadReportSettings } from './loadReportSettings';

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
 * company logo, and the company's report settings (loadReportSettings). Forms on the built-in default
 * cost one small query and nothing more.
 *
 * @example const pdf = await loadPdfLayouts(trx, companyId, [12]); pdf.byForm.get(12)
 */
export async function loadPdfLayouts(
  trx: Transaction<Database>,
  companyId: number,
  formIds: number[],
): Promise<PdfLayouts> {
  const layouts: PdfLayouts = {
    byForm: new Map(),
    fileKeys: new Map(),
    logoKey: null,
    settings: DEFAULT_REPORT_SETTINGS,
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
  layouts.settings = await loadReportSettings(trx, companyId);
  const fileIds = [...new Set([...layouts.byForm.values()].flatMap(layoutFileIds))];
  if (fileIds.length)
    for (const file of await trx
      .selectFrom('form_images')
      .select(['id', 'storage_key'])
      .where('company_id', '=', companyId)
      .where('id', 'in', fileIds)
      .execute())
      layouts.fileKeys.set(file.id, file.storage_key);
  const logo = await trx
    .selectFrom('companies')
    .innerJoin('images', (join) =>
      join.onRef('images.company_id', '=', 'companies.id').onRef('images.id', '=', 'companies.logo_image_id'),
    )
    .select('images.storage_key')
    .where('companies.id', '=', companyId)
    .executeTakeFirst();
  layouts.logoKey = logo?.storage_key ?? null;
  return layouts;
}
