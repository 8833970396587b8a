import type { FieldBlockSettings } from '../../blocks/field';
import { fieldHtml } from '../fieldHtml';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/** One field's answer by its type, with its label (fieldHtml). */
export const fieldBlockHtml: PdfBlockRenderer<FieldBlockSettings> = (block, data, ctx) =>
  fieldHtml(block.settings.fieldId, block.settings.label, data, ctx);
