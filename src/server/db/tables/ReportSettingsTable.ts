import type { JSONColumnType } from 'kysely';
import type { ReportSettings } from '../../../runtime/pdf/ReportSettings';
import type { DefaultTimestamp } from './DefaultTimestamp';

/** A company's report settings (migration 0021); read through loadReportSettings. */
export interface ReportSettingsTable {
  company_id: number;
  settings: JSONColumnType<ReportSettings, string, string>;
  updated_by: number | null;
  updated_at: DefaultTimestamp;
}
