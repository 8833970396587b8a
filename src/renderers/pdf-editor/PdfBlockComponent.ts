import type { FieldTypeId } from '../../runtime/forms/FIELD_TYPE_IDS';
import type { PdfBlockDefinition } from '../../runtime/pdf/PdfBlockDefinition';

/**
 * A PDF block type's side in the editor (docs/architecture.md "PDF block"): its GrapesJS component type,
 * whether its width handle shows, which form fields its `fieldId` setting may name, and which fields
 * dragged from the form's list become a block of this type. One file per type in `blocks/`, one line in
 * pdfBlockComponents.
 *
 * @example pdfBlockComponents.photos.fieldTypes // ['photo']
 */
export interface PdfBlockComponent {
  definition: PdfBlockDefinition;
  /** The GrapesJS component type: `pdf-<block type>`. */
  componentType: string;
  /** Its width can be dragged (snapping to the 12 columns); a page break spans the page. */
  resizable: boolean;
  /** The field types its `fieldId` setting offers; absent: any field holding an answer. */
  fieldTypes?: readonly FieldTypeId[];
  /**
   * When the canvas writes the block's name under it: `blank` (default) when its HTML shows nothing (a
   * field not chosen yet, no picture), `always` (a page break), `never` (blank space is the point).
   */
  canvasHint?: 'blank' | 'always' | 'never';
  /** A form field of these types, dragged from the form's list, becomes a block of this type. */
  fromFields?: readonly FieldTypeId[];
}
