import type { FormModel } from '../../runtime/forms/FormModel';
import type { PdfBlock } from '../../runtime/pdf/PdfLayout';
import { pdfBlockComponents } from './pdfBlockComponents';

/**
 * A block's name in the editor (the canvas's badge, the settings' title): its type, and the form item it
 * shows when it is bound to one.
 *
 * @example blockLabel(block, model, t) // 'Campo: Observação'
 */
export function blockLabel(block: PdfBlock, model: FormModel, t: (key: string) => string): string {
  const type = t(pdfBlockComponents[block.type].definition.labelKey);
  const { fieldId, groupId } = block.settings as { fieldId?: string | null; groupId?: string };
  const group = model.groups.find((g) => g.id === groupId);
  const field = fieldId ? model.groups.flatMap((g) => g.fields).find((f) => f.id === fieldId) : undefined;
  const bound = field?.name ?? group?.name;
  return bound ? `${type}: ${bound}` : type;
}
