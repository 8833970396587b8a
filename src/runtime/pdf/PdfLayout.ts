/** The PDF block types (schemas/forms/pdfLayout.schema.json); each has a definition in `blocks/`. */
export type PdfBlockType =
  | 'text'
  | 'image'
  | 'logo'
  | 'field'
  | 'group'
  | 'documentInfo'
  | 'photos'
  | 'signature'
  | 'pageNumber'
  | 'divider'
  | 'spacer'
  | 'pageBreak';

export type PdfAlign = 'left' | 'center' | 'right';

/** One block of a layout: its type's settings, its width in columns of the 12-column grid, its style. */
export interface PdfBlock<Settings extends object = Record<string, unknown>> {
  id: string;
  type: PdfBlockType;
  /** Columns of 12: blocks flow left to right and wrap, so two blocks of 6 sit side by side. */
  span: number;
  settings: Settings;
  style?: {
    align?: PdfAlign;
    fontSizePt?: number;
    bold?: boolean;
    /** `#rrggbb` */
    color?: string;
    background?: string;
  };
}

export interface PdfBand {
  heightMm: number;
  blocks: PdfBlock[];
}

/** The background stamped under the content (spec 001 §3): an uploaded image or a PDF's first page. */
export interface PdfBackground {
  mode: 'none' | 'all' | 'first' | 'last' | 'custom';
  fileId: string | null;
  /** With `custom`: the 1-based pages that get it. */
  pages: number[];
}

export type StyleOperator =
  | 'equals'
  | 'notEquals'
  | 'contains'
  | 'notContains'
  | 'startsWith'
  | 'endsWith'
  | 'between'
  | 'greater'
  | 'less'
  | 'after'
  | 'before'
  | 'filled'
  | 'empty';

/**
 * A field styling rule (spec 001 §3): on a text, number, date, date-hour, hour or selection field, when
 * the answer meets `operator` (with `value`, and `value2` for `between`), the answer's text and
 * background take these colours, in the PDF and in the result preview. Dates as `YYYY-MM-DD`, hours as
 * `HH:mm`, selections compare the chosen option's label.
 */
export interface StyleRule {
  id: string;
  fieldId: string;
  operator: StyleOperator;
  value?: string | number;
  value2?: string | number;
  textColor?: string;
  backgroundColor?: string;
}

/**
 * A custom PDF layout (schemas/forms/pdfLayout.schema.json, $id campo:forms/pdfLayout): the PDF
 * editor's output, turned into HTML/CSS that Chromium prints (src/server/pdf). Sizes in millimetres.
 */
export interface PdfLayout {
  version: 1;
  page: {
    size: 'A4' | 'Letter';
    orientation: 'portrait' | 'landscape';
    marginsMm: { top: number; right: number; bottom: number; left: number };
    /** The editor's snapping grid. */
    gridMm: number;
  };
  /** Repeated on every page; text blocks may hold `{page}` and `{pages}`. */
  header: PdfBand;
  footer: PdfBand;
  /** In flow; a `pageBreak` block starts a new page, tables flow across pages with their header row. */
  body: PdfBlock[];
  background: PdfBackground;
  attachmentsPage: { enabled: boolean; perPage: 1 | 2 | 4 | 6 };
  styleRules: StyleRule[];
}

/** One export template of a form (FormModel.exports): a custom PDF layout, Word or Excel. */
export interface ExportTemplate {
  id: string;
  name: string;
  kind: 'pdf' | 'word' | 'excel';
  /** For `pdf` (and a Word export of a simple layout). */
  layout?: PdfLayout;
}

/** The id of the built-in default document among a form's export templates. */
export const DEFAULT_TEMPLATE_ID = 'default';

/** A form's export templates and its default one (`DEFAULT_TEMPLATE_ID` when none was chosen). */
export interface FormExports {
  defaultTemplateId: string;
  templates: ExportTemplate[];
}
