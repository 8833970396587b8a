import type { Kysely } from 'kysely';
import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from '../../runtime/pdf/ReportSettings';
import type { Database } from '../db/Database';

/**
 * A company's report settings (SalvarConfiguracoesRelatorio), or DEFAULT_REPORT_SETTINGS when it never
 * saved any. Settings saved before a key existed get that key's default. Read by
 * ConsultarConfiguracoesRelatorio and by the PDF printer (the default document, a new layout's start).
 *
 * @example const settings = await loadReportSettings(ctx.db, session.companyId); // settings.orientation
 */
export async function loadReportSettings(db: Kysely<Database>, companyId: number): Promise<ReportSettings> {
  const row = await db
    .selectFrom('report_settings')
    .select('settings')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return structuredClone({ ...DEFAULT_REPORT_SETTINGS, ...row?.settings });
}
