import type { PdfZone } from './PdfBlockDefinition';

/**
 * Why a PDF layout cannot be saved (checkPdfLayout). Each code has its message under
 * `exportTemplates.problems.<code>` in metadata/i18n; the background ones are also catalogue errors
 * (PDF_BACKGROUND_*, spec 001 §8).
 */
export type PdfLayoutProblemCode =
  | 'ID_DUPLICATE'
  | 'BLOCK_UNKNOWN_TYPE'
  | 'BLOCK_SETTINGS_INVALID'
  | 'BLOCK_ZONE'
  | 'BLOCK_NOT_BOUND'
  | 'BLOCK_UNKNOWN_ITEM'
  | 'BLOCK_AUXILIARY_FIELD'
  | 'STYLE_UNKNOWN_FIELD'
  | 'STYLE_FIELD_NOT_STYLEABLE'
  | 'STYLE_OPERATOR'
  | 'STYLE_VALUE'
  | 'BACKGROUND_INVALID'
  | 'BACKGROUND_PAGE_INVALID'
  | 'BACKGROUND_PAGE_IN_USE';

/** One problem of a layout, and where: the block (and its zone) or the style rule at fault. */
export interface PdfLayoutProblem {
  code: PdfLayoutProblemCode;
  zone?: PdfZone;
  blockId?: string;
  ruleId?: string;
  /** What the message names: `field` (a field's name), `page`, `path` (the invalid setting). */
  params?: Record<string, string | number>;
}
