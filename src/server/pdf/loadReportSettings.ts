import type { Kysely } from 'kysely';
import type { ReportSettings } from '../../runtime/pdf/ReportSettings';
import { reportSettingsOf } from '../../runtime/pdf/reportSettingsOf';
import type { Database } from '../db/Database';

/**
 * A company's report settings (SalvarConfiguracoesRelatorio), or DEFAULT_REPORT_SETTINGS when it never
 * saved any. Settings saved before a key existed get that key's default (reportSettingsOf). Read by
 * ConsultarConfiguracoesRelatorio and a new layout's start; the PDFs read them with the rest of what
 * they print (loadPdfLayouts).
 *
 * @example const settings = await loadReportSettings(ctx.db, session.companyId); // settings.orientation
 */
export async function loadReportSettings(db: Kysely<Database>, companyId: number): Promise<ReportSettings> {
  const row = await db
    .selectFrom('report_settings')
    .select('settings')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return reportSettingsOf(row?.settings);
}
