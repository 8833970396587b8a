import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from './ReportSettings';

/**
 * A company's saved report settings completed with DEFAULT_REPORT_SETTINGS: all the defaults when it
 * never saved any, and a key's default when the settings were saved before that key existed. A copy,
 * so callers may change it.
 *
 * @example reportSettingsOf({ orientation: 'landscape' }).imagesPerPage // 4
 */
export function reportSettingsOf(saved: Partial<ReportSettings> | null | undefined): ReportSettings {
  return structuredClone({ ...DEFAULT_REPORT_SETTINGS, ...saved });
}
