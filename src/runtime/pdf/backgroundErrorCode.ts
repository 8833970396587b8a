import type { ErrorCode } from '../errors/errorCatalogue';
import type { PdfLayoutProblemCode } from './PdfLayoutProblem';

const CODES: Partial<Record<PdfLayoutProblemCode, BackgroundErrorCode>> = {
  BACKGROUND_INVALID: 'PDF_BACKGROUND_INVALID',
  BACKGROUND_PAGE_INVALID: 'PDF_BACKGROUND_PAGE_INVALID',
  BACKGROUND_PAGE_IN_USE: 'PDF_BACKGROUND_PAGE_IN_USE',
};

/** The catalogue errors of a background (spec 001 §8). */
export type BackgroundErrorCode = Extract<
  ErrorCode,
  'PDF_BACKGROUND_INVALID' | 'PDF_BACKGROUND_PAGE_INVALID' | 'PDF_BACKGROUND_PAGE_IN_USE'
>;

/**
 * The catalogue error of a background problem (checkPdfBackground), or undefined for a problem of another
 * part of a layout.
 *
 * @example backgroundErrorCode('BACKGROUND_PAGE_IN_USE') // 'PDF_BACKGROUND_PAGE_IN_USE'
 */
export function backgroundErrorCode(code: PdfLayoutProblemCode): BackgroundErrorCode | undefined {
  return CODES[code];
}
