import type { FormModel } from '../../runtime/forms/FormModel';
import { modelIndex, tableSettings } from '../../runtime/forms/modelIndex';

/** Field types whose values reference uploaded files (`{ fileId, ... }`, one or a list). */
const FILE_TYPES = new Set(['photo', 'video', 'audio', 'file', 'signatureDrawn', 'sketch']);
/** Of those, the ones that take images only (sniffed bytes, 5 MB per file; a photo set 5 MB in all). */
const IMAGE_TYPES = new Set(['photo', 'signatureDrawn', 'sketch']);

/** The slot suffix of a field's action plan photos. */
export const PLAN_SLOT = 'plan';

/**
 * Where a document's files go: a field, a table column (`<tableId>.<columnId>`), or the photos of a
 * field's action plan (`<fieldId>.plan`).
 */
export interface FileSlot {
  id: string;
  name: string;
  type: string;
  imagesOnly: boolean;
  /** A photo set: its files together are limited to 5 MB. */
  limitSet: boolean;
}

/**
 * The file-holding field or table column named by `slotId` (a field id, or `<tableId>.<columnId>` for a
 * table column), or undefined when the model has none by that id or it holds no files.
 *
 * @example fileSlotOf(model, 'photos') // { id: 'photos', name: 'Fotos', type: 'photo', imagesOnly: true, limitSet: true }
 * fileSlotOf(model, 'items.picture') // a photo column of table `items`
 * fileSlotOf(model, 'extinguisher.plan') // the photos of an 'according' field's action plan
 */
export function fileSlotOf(model: FormModel, slotId: string): FileSlot | undefined {
  const [fieldId, columnId, extra] = slotId.split('.');
  if (extra !== undefined) return undefined;
  const field = modelIndex(model).fields.get(fieldId!)?.field;
  if (columnId === PLAN_SLOT)
    return field?.options?.some((o) => o.actionPlans?.some((plan) => plan.type === 'attachPicture'))
      ? { id: slotId, name: field.name, type: 'photo', imagesOnly: true, limitSet: true }
      : undefined;
  const holder =
    columnId === undefined
      ? field
      : field && tableSettings(field)?.columns.find((column) => column.id === columnId);
  if (!holder || !FILE_TYPES.has(holder.type)) return undefined;
  return {
    id: slotId,
    name: holder.name,
    type: holder.type,
    imagesOnly: IMAGE_TYPES.has(holder.type),
    limitSet: holder.type === 'photo',
  };
}
