import type { ReportSettings } from '../../runtime/pdf/ReportSettings';

/** A4 in points, portrait. */
const A4 = { width: 595.28, height: 841.89 };
/** Left, top, right, bottom: room for the header (company, logo) and the footer (page numbers). */
const MARGINS: [number, number, number, number] = [40, 50, 40, 50];

/** The default document's page (defaultPdfPage). */
export interface DefaultPdfPage {
  orientation: ReportSettings['orientation'];
  margins: [number, number, number, number];
  /** The content box, in points: what images are sized against. */
  width: number;
  height: number;
}

/**
 * The default document's page for the report settings' orientation: A4, its margins and the content
 * box they leave (portrait 515 × 742 pt, landscape 762 × 495 pt).
 *
 * @example defaultPdfPage({ ...DEFAULT_REPORT_SETTINGS, orientation: 'landscape' }).width // 761.89
 */
export function defaultPdfPage(settings: Pick<ReportSettings, 'orientation'>): DefaultPdfPage {
  const landscape = settings.orientation === 'landscape';
  const [left, top, right, bottom] = MARGINS;
  return {
    orientation: settings.orientation,
    margins: MARGINS,
    width: (landscape ? A4.height : A4.width) - left - right,
    height: (landscape ? A4.width : A4.height) - top - bottom,
  };
}
