import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from '../../runtime/pdf/ReportSettings';
import type { DownloadBuildContext } from './DownloadBuildContext';

/**
 * The report settings a build prints the default document with: the company's, read with the download's
 * data (loadPdfLayouts), or DEFAULT_REPORT_SETTINGS when the data came without them (tests).
 *
 * @example downloadReportSettings(ctx).orientation // 'portrait'
 */
export function downloadReportSettings(ctx: Pick<DownloadBuildContext, 'data'>): ReportSettings {
  return ctx.data.pdf?.settings ?? DEFAULT_REPORT_SETTINGS;
}
