import type { PdfBackground } from './PdfLayout';

export type ReportHeaderItem =
  | 'logo'
  | 'companyName'
  | 'formName'
  | 'documentId'
  | 'finishedAt'
  | 'responsible'
  | 'client'
  | 'unit'
  | 'asset'
  | 'location';

/**
 * A company's report settings (schemas/forms/reportSettings.schema.json, spec 001 §3): how the default
 * document prints, and what a new custom layout starts from.
 */
export interface ReportSettings {
  orientation: 'portrait' | 'landscape';
  headerItems: ReportHeaderItem[];
  imagesPerPage: 1 | 2 | 4 | 6;
  signaturesPerLine: 1 | 2 | 3;
  /** Checks and selections: ☑/☐ symbols, or the words. */
  checks: 'symbols' | 'text';
  /** Map answers: their coordinates as text, or left out. */
  maps: 'coordinates' | 'hidden';
  /** Table fields: a grid, or one list per row. */
  tables: 'grid' | 'list';
  colors: { primary: string; text: string; headerBackground: string };
  background: PdfBackground;
  titleFont: { family: 'sans' | 'serif' | 'mono'; sizePt: number };
}

/** What a company that never saved its settings gets. */
export const DEFAULT_REPORT_SETTINGS: ReportSettings = {
  orientation: 'portrait',
  headerItems: ['logo', 'formName', 'documentId', 'finishedAt', 'responsible', 'client'],
  imagesPerPage: 4,
  signaturesPerLine: 2,
  checks: 'symbols',
  maps: 'coordinates',
  tables: 'grid',
  colors: { primary: '#1565c0', text: '#212121', headerBackground: '#e3f2fd' },
  background: { mode: 'none', fileId: null, pages: [] },
  titleFont: { family: 'sans', sizePt: 16 },
};
