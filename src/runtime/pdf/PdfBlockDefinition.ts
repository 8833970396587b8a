import type { AnySchema } from 'ajv';
import type { PdfBlockType } from './PdfLayout';

/** Where a block may be placed. */
export type PdfZone = 'body' | 'header' | 'footer';

/**
 * What a PDF block type is, in the browser and on the server alike (docs/architecture.md "PDF block"):
 * its i18n label, the zones it may go in, its width when dropped, the JSON Schema of its settings and
 * the form items it reads (so deleting a field a layout shows is refused naming the layout). Its GrapesJS
 * component is in src/renderers/pdf-editor/blocks/<type>, its HTML in src/runtime/pdf/html/blocks/<type>.ts (pdfBlockHtml, shared by canvas and print).
 *
 * @example pdfBlocks.field.defaults() // { fieldId: '', label: 'above' }
 */
export interface PdfBlockDefinition<Settings extends object = Record<string, unknown>> {
  type: PdfBlockType;
  labelKey: string;
  zones: PdfZone[];
  defaultSpan: number;
  /** The settings' JSON Schema, with an `$id`. */
  schema: AnySchema;
  defaults(): Settings;
  /** Group and field ids the block reads. */
  uses?(settings: Settings): string[];
}
