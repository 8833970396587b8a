/**
 * How a spreadsheet prints as PDF (ExcelToPdfPreview's CONFIGURACOES_PDF, spec 000 §7, 001 §9 "PDF scale
 * 10 to 300"): page orientation, scale as a percentage of the sheet's size, or shrunk to the printable
 * width, the page margins in millimetres, and the sheet by name (the first one when absent).
 */
export interface SpreadsheetPdfSettings {
  orientation: 'portrait' | 'landscape';
  /** 10..300 (%); ignored with `fitToWidth`. */
  scale: number;
  /** Shrinks the table to the printable width when wider (never enlarges it). */
  fitToWidth: boolean;
  marginsMm: { top: number; right: number; bottom: number; left: number };
  sheet?: string;
}

/** Spec 001 §9: a PDF's scale goes from 10 to 300 %. */
export const SPREADSHEET_SCALE = { min: 10, max: 300 } as const;

/** Spec 001 §9: Excel holds at most 16384 columns (XFD). */
export const SPREADSHEET_MAX_COLUMNS = 16384;

/** What the preview dialog starts from. */
export const DEFAULT_SPREADSHEET_PDF_SETTINGS: SpreadsheetPdfSettings = {
  orientation: 'portrait',
  scale: 100,
  fitToWidth: true,
  marginsMm: { top: 10, right: 10, bottom: 10, left: 10 },
};
